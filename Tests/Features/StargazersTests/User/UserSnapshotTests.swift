import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

/// A user screen rebuilt from a snapshot: a profile in flight is fetched again.
@Suite("User snapshots")
struct UserSnapshotTests {
  let profile = GitHubProfile(login: Login("user7"), name: "Seven", publicRepos: 3, followers: nil)
  let input = ScreenInput.typed(UserInput(stargazer: gazer(7)))

  func module(_ gateway: GitHubGatewaySpy) -> UserModule {
    UserModule(effects: StargazersEffectHandler(gateway: gateway))
  }

  @Test func aProfileInFlightIsFetchedAgain() {
    var tester = InteractorTester(UserInteractor(stargazer: gazer(7)))
    tester.send(.refreshTapped, effects: [.fetchProfile(Login("user7"))]) { $0.phase = .fetching }
    tester.restored(effects: [.fetchProfile(Login("user7"))])
  }

  @Test(arguments: [UserInteractor.Phase.shown, .failed(.badStatus(500))])
  func aScreenAtRestIssuesNothing(phase: UserInteractor.Phase) {
    var state = UserInteractor(stargazer: gazer(7))
    state.phase = phase
    var tester = InteractorTester(state)
    tester.restored()
  }

  @Test func aFetchedProfileAndAFetchInFlightSurviveASnapshot() async throws {
    let gateway = GitHubGatewaySpy(profiles: [Login("user7"): .success(profile)])
    let screen = try ScreenTester(module(gateway), input: input)
    try screen.send("refresh")
    await screen.runEffects()
    try screen.expectSnapshotRoundTrip(through: module(gateway), input: input)
    try screen.send("refresh")
    try screen.expectSnapshotRoundTrip(through: module(gateway), input: input)

    let restored = try ScreenTester(module(gateway), input: input, restoring: try #require(screen.snapshot))
    await restored.runEffects()
    #expect(gateway.calls == [.profile(Login("user7")), .profile(Login("user7"))])
    #expect(restored.snapshot?["phase"] == ["shown": [:]])
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module(GitHubGatewaySpy()).makeScreen(input: input)
    #expect(throws: SnapshotError("the snapshot does not decode: \"stargazer.login\" must be a string, not number")) {
      try screen.restore(snapshot: ["stargazer": ["id": 7, "login": 7, "avatarURL": "x"], "phase": ["shown": [:]]])
    }
  }
}
