import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("Users list router")
struct UsersListRouterTests {
  @Test func aPersonIsPushedToTheirDetailsAsTypedInput() throws {
    let user = makeUsers(2)[1]
    guard case .push(let details) = UsersListRouter().navigation(for: .details(user)) else {
      throw ScreenTestError.notAPush
    }
    #expect(details.module == "user-details")
    #expect(details.input(as: UserDetailsInput.self) == UserDetailsInput(user: user))
  }
}
