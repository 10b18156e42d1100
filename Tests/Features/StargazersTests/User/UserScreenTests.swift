import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

/// The user screen assembled by its module, driven by wire names, its
/// effects run against a gateway spy.
@Suite("User screen")
struct UserScreenTests {
  let profile = GitHubProfile(login: Login("user7"), name: "Seven", publicRepos: 3, followers: 9)

  func open(_ gateway: GitHubGatewaySpy) throws -> ScreenTester {
    try ScreenTester(
      UserModule(effects: StargazersEffectHandler(gateway: gateway)), input: .typed(UserInput(stargazer: gazer(7))))
  }

  @Test func opensWithTheStargazerAndFetchesNothing() throws {
    let gateway = GitHubGatewaySpy()
    let screen = try open(gateway)
    #expect(
      screen.view
        == .screen(
          title: "user7",
          children: [
            .image(.url("https://a/7", label: "user7")), .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
    #expect(screen.pendingEffects.isEmpty)
    #expect(gateway.calls.isEmpty)
  }

  @Test func refreshShowsTheProfile() async throws {
    let gateway = GitHubGatewaySpy(profiles: [Login("user7"): .success(profile)])
    let screen = try open(gateway)
    try screen.send("refresh")
    #expect(
      screen.view.firstNode { $0.action == "refresh" } == .button(action: "refresh", title: "Refresh", enabled: false))
    #expect(throws: ActionError.unavailable("refresh", "the profile is being fetched")) { try screen.send("refresh") }
    await screen.runEffects()
    #expect(screen.view.children.contains(.text("Seven\n3 public repositories\n9 followers")))
    #expect(gateway.calls == [.profile(Login("user7"))])
    #expect(screen.navigations.isEmpty)
  }

  @Test func aFailureShowsTheAlertAndRecoverClosesIt() async throws {
    let screen = try open(GitHubGatewaySpy())
    try screen.send("refresh")
    await screen.runEffects()
    #expect(
      screen.view.children.last
        == .alert(
          title: "Error", message: "The server answered with status 404.",
          actions: [NodeAction(action: "recover", title: "Back")]))
    try screen.send("recover")
    #expect(screen.view.children.count == 2)
    #expect(throws: ActionError.unavailable("recover", "no error is showing")) { try screen.send("recover") }
  }

  @Test func fromTheWireTheInputIsTheAPIsShape() throws {
    let module = UserModule(effects: StargazersEffectHandler(gateway: GitHubGatewaySpy()))
    let screen = try ScreenTester(
      module, input: .json(["id": 7, "login": "user7", "avatar_url": "https://a/7"]))
    #expect(screen.view.firstNode { $0 == .image(.url("https://a/7", label: "user7")) } != nil)
  }
}
