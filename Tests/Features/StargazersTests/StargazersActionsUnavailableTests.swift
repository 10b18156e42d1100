import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

/// Every action the stargazers screens offer, in every state where it is not
/// offered now: `ActionError.unavailable`. The exception: while a page is
/// fetched every command of the list is taken and ignored.
@Suite("Stargazers: actions offered but not now")
struct StargazersActionsUnavailableTests {
  static let rows = [
    Stargazer(id: StargazerID(1), login: Login("octocat"), avatarURL: AvatarURL("https://a/1")),
    Stargazer(id: StargazerID(2), login: Login("../../admin"), avatarURL: AvatarURL("https://a/2")),
  ]

  /// The list with `rows` (a short page, so `next` fetches it again).
  func list() async throws -> ScreenTester {
    let gateway = GitHubGatewaySpy(pages: [1: .success(Self.rows)])
    let screen = try ScreenTester(StargazersModule(effects: StargazersEffectHandler(gateway: gateway)))
    await screen.runEffects()
    return screen
  }

  func isUnavailable(_ body: () throws(ActionError) -> Void) -> Bool {
    do {
      try body()
      return false
    } catch {
      if case .unavailable = error { return true }
      return false
    }
  }

  @Test func recoverWithoutAnErrorAndSelectingAnInvalidLogin() async throws {
    let screen = try await list()
    #expect(isUnavailable { () throws(ActionError) in try screen.send("recover") })
    #expect(isUnavailable { () throws(ActionError) in try screen.send("select", "2") })
    #expect(!isUnavailable { () throws(ActionError) in try screen.send("select", "1") })
    try screen.send("next")
    screen.receive(StargazersResult.pageFailed(.offline))
    #expect(!isUnavailable { () throws(ActionError) in try screen.send("recover") })
  }

  @Test(
    "while fetching every command is ignored: the documented exception",
    arguments: [("next", nil), ("refresh", nil), ("recover", nil), ("select", "1"), ("select", "2")]
      as [(String, String?)])
  func whileFetching(action: String, key: String?) async throws {
    let screen = try await list()
    try screen.send("next")  // the rows stay while the next page is fetched
    let before = screen.view
    try screen.send(ActionName(action), key.map { .string($0) })
    #expect(screen.view == before)
    #expect(screen.pendingEffects.count == 1)
    #expect(screen.navigations.isEmpty)
  }

  @Test func theUserScreenRefusesRefreshWhileFetchingAndRecoverWithoutAnError() async throws {
    let screen = try ScreenTester(
      UserModule(effects: StargazersEffectHandler(gateway: GitHubGatewaySpy())),
      input: .typed(UserInput(stargazer: Self.rows[0])))
    #expect(isUnavailable { () throws(ActionError) in try screen.send("recover") })  // shown
    try screen.send("refresh")
    #expect(isUnavailable { () throws(ActionError) in try screen.send("refresh") })  // fetching
    #expect(isUnavailable { () throws(ActionError) in try screen.send("recover") })
    await screen.runEffects()  // failed: 404
    #expect(!isUnavailable { () throws(ActionError) in try screen.send("refresh") })
    await screen.runEffects()  // failed again
    #expect(!isUnavailable { () throws(ActionError) in try screen.send("recover") })
  }
}
