import Testing
import ViperKit

@testable import Stargazers

@Suite("Stargazers router")
struct StargazersRouterTests {
  @Test func aRowPushesTheUserScreenWithThatStargazer() throws {
    let navigation = StargazersRouter().navigation(for: .user(gazer(7)))
    #expect(navigation.isPush)
    let destination = try #require(navigation.destination)
    #expect(destination.module == UserModule.key.name)
    #expect(destination.input(as: UserInput.self) == UserInput(stargazer: gazer(7)))
  }
}

extension Navigation {
  var isPush: Bool {
    if case .push = self { return true }
    return false
  }
}
