import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

/// The roulette rebuilt from a snapshot: a download in flight starts again,
/// and the generator picks on as it would have.
@Suite("Roulette snapshots")
struct RouletteSnapshotTests {
  func module(_ gateway: UsersGatewayStub) -> RouletteModule {
    RouletteModule(
      effects: RouletteEffectHandler(gateway: gateway, cache: UsersCacheSpy()),
      random: SeededRandomNumberGenerator(seed: 9))
  }

  @Test func aDownloadInFlightStartsAgain() {
    var tester = InteractorTester(RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1)))
    tester.start(effects: [.downloadUsers]) { $0.isDownloading = true }
    tester.restored(effects: [.downloadUsers])
  }

  @Test func aRouletteAtRestIssuesNothing() {
    var tester = InteractorTester(
      RouletteInteractor(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(2)))
    tester.restored()
  }

  @Test func aSpunRouletteSurvivesASnapshotAndPicksOnTheSame() async throws {
    let gateway = UsersGatewayStub(.success(makeUsers(6)))
    let screen = try ScreenTester(module(gateway))
    await screen.runEffects()
    try screen.send("count", "3")
    try screen.send("roulette")
    try screen.expectSnapshotRoundTrip(through: module(gateway))

    let restored = try ScreenTester(module(gateway), restoring: try #require(screen.snapshot))
    #expect(restored.pendingEffects.isEmpty)
    try screen.send("roulette")
    try restored.send("roulette")
    let picked = try #require(screen.navigations.last?.pushed).input.decode(as: UsersListInput.self)
    let pickedAfterRestore = try #require(restored.navigations.last?.pushed).input.decode(as: UsersListInput.self)
    #expect(pickedAfterRestore == picked)
    #expect(picked.users.count == 3)
  }

  @Test func aDownloadInFlightSurvivesASnapshotAndRunsAgain() async throws {
    let gateway = UsersGatewayStub(.success(makeUsers(2)))
    let screen = try ScreenTester(module(gateway))
    try screen.expectSnapshotRoundTrip(through: module(gateway))
    let restored = try ScreenTester(module(gateway), restoring: try #require(screen.snapshot))
    await restored.runEffects()
    #expect(gateway.calls == [.users])
    #expect(restored.view != screen.view)  // downloaded: the spinner is gone
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module(UsersGatewayStub(.success([]))).makeScreen(input: .none)
    #expect(
      throws: SnapshotError(
        "the snapshot does not decode: \"random\" must be a generator's state in hex, not \"xyz\"")
    ) {
      try screen.restore(snapshot: ["cached": [], "isDownloading": false, "chosenCount": 1, "random": "xyz"])
    }
  }
}
