import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

/// The list rebuilt from a snapshot: the page in flight is fetched again.
@Suite("Stargazers snapshots")
struct StargazersSnapshotTests {
  func module(_ gateway: GitHubGatewaySpy) -> StargazersModule {
    StargazersModule(effects: StargazersEffectHandler(gateway: gateway))
  }

  @Test func theNextPageInFlightIsFetchedAgain() {
    var tester = InteractorTester(StargazersInteractor(repository: repo, pageSize: 10))
    tester.start(effects: [.fetchPage(repo, page: 1)]) { $0.phase = .fetching(previous: []) }
    tester.receive(.pageLoaded(page: 1, gazers(1...10))) {
      $0.phase = .fetched(gazers(1...10), failure: nil)
      $0.cursor = PageCursor(nextPage: 2)
    }
    tester.send(.nextPageTapped, effects: [.fetchPage(repo, page: 2)]) {
      $0.phase = .fetching(previous: gazers(1...10))
    }
    tester.restored(effects: [.fetchPage(repo, page: 2)])
  }

  @Test func aRefreshInFlightFetchesTheFirstPageAgain() {
    var state = StargazersInteractor(repository: repo)
    state.phase = .fetched(gazers(1...10), failure: nil)
    state.cursor = PageCursor(nextPage: 3)
    var tester = InteractorTester(state)
    tester.send(.refreshTapped, effects: [.fetchPage(repo, page: 1)]) {
      $0.phase = .fetching(previous: [])
      $0.cursor = .first
    }
    tester.restored(effects: [.fetchPage(repo, page: 1)])
  }

  @Test func aListAtRestIssuesNothing() {
    var state = StargazersInteractor(repository: repo)
    state.phase = .fetched(gazers(1...3), failure: .offline)
    var tester = InteractorTester(state)
    tester.restored()
  }

  @Test func aListOfTwoPagesSurvivesASnapshot() async throws {
    let gateway = GitHubGatewaySpy(pages: [1: .success(gazers(1...10)), 2: .success(gazers(11...13))])
    let screen = try ScreenTester(module(gateway))
    await screen.runEffects()
    try screen.send("next")
    await screen.runEffects()
    try screen.expectSnapshotRoundTrip(through: module(gateway))
    try screen.send("next")
    try screen.expectSnapshotRoundTrip(through: module(gateway))  // fetching, the rows still shown

    let restored = try ScreenTester(module(gateway), restoring: try #require(screen.snapshot))
    await restored.runEffects()
    #expect(gateway.calls.last == .stargazers(repo, page: 2))
    #expect(restored.snapshot?["phase"]?["fetched"] != nil)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module(GitHubGatewaySpy()).makeScreen(input: .none)
    #expect(
      throws: SnapshotError(
        "the snapshot does not decode: \"repository\" \"nobody\" is not a repository of the form owner/name")
    ) {
      try screen.restore(snapshot: [
        "repository": "nobody", "pageSize": 10, "phase": ["fetched": ["_0": []]], "cursor": ["nextPage": 1],
      ])
    }
  }
}
