import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Roulette router")
struct RouletteRouterTests {
  @Test func thePickedPeopleArePushedToTheUsersListAsTypedInput() throws {
    let users = makeUsers(2)
    guard case .push(let list) = RouletteRouter().navigation(for: .showPicked(users)) else {
      throw ScreenTestError.notAPush
    }
    #expect(list.module == "users-list")
    #expect(list.input(as: UsersListInput.self) == UsersListInput(users: users))
  }
}
