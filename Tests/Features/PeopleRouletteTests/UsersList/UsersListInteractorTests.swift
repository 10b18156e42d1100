import Testing
import ViperTesting

@testable import PeopleRoulette

@Suite("Users list interactor")
struct UsersListInteractorTests {
  @Test func selectingAPickedPersonRoutesToThemAndNobodyElse() {
    var tester = InteractorTester(UsersListInteractor(users: makeUsers(3)))
    tester.start()
    tester.send(.rowSelected(UserID(2)), route: .details(makeUsers(3)[1]))
    tester.send(.rowSelected(UserID(9)))
  }
}
