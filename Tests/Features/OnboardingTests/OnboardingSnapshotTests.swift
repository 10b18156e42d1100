import Testing
import ViperKit
import ViperTesting

@testable import Onboarding

/// Onboarding rebuilt from a snapshot: a save that was under way is issued again.
@Suite("Onboarding snapshots")
struct OnboardingSnapshotTests {
  let images = [OnboardingImage("a"), OnboardingImage("b")]

  func module(_ store: OnboardingCompletionStoreSpy) -> OnboardingModule {
    OnboardingModule(
      images: OnboardingImageGatewayStub(names: ["a", "b"]), store: store,
      applicationStart: Destination(ModuleKey<NoInput>("home")))
  }

  @Test func aSaveUnderWayIsIssuedAgain() {
    var tester = InteractorTester(OnboardingInteractor(queue: []))
    tester.start(effects: [.markCompleted]) { $0.state = .finishing }
    tester.restored(effects: [.markCompleted])
    tester.receive(.completionSaved, route: .startApplication) { $0.state = .finished }
  }

  @Test func aQueueNeverShownStarts() {
    var tester = InteractorTester(OnboardingInteractor(queue: images))
    tester.restored { $0.state = .showing(current: images[0], remaining: [images[1]]) }
  }

  @Test(
    "an image showing, a failed save or a finished onboarding issues nothing",
    arguments: [
      OnboardingInteractor.State.showing(current: OnboardingImage("a"), remaining: []),
      .failed(reason: .storage("disk full")),
      .finished,
    ])
  func aStateAtRestIssuesNothing(state: OnboardingInteractor.State) {
    var interactor = OnboardingInteractor(queue: [])
    interactor.state = state
    var tester = InteractorTester(interactor)
    tester.restored()
  }

  @Test func theSecondImageSurvivesASnapshot() throws {
    let store = OnboardingCompletionStoreSpy()
    let screen = try ScreenTester(module(store))
    try screen.send("continue")
    try screen.expectSnapshotRoundTrip(through: module(store))
  }

  @Test func aSaveInFlightSurvivesASnapshotAndRunsAgain() async throws {
    let store = OnboardingCompletionStoreSpy()
    let screen = try ScreenTester(module(store))
    try screen.send("continue")
    try screen.send("continue")
    try screen.expectSnapshotRoundTrip(through: module(store))
    let restored = try ScreenTester(module(store), restoring: try #require(screen.snapshot))
    await restored.runEffects()
    #expect(store.calls == [.markCompleted])
    #expect(restored.navigations.count == 1)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module(OnboardingCompletionStoreSpy()).makeScreen(input: .none)
    #expect(throws: SnapshotError("the snapshot does not decode: \"state.showing.current\" is missing")) {
      try screen.restore(snapshot: ["state": ["showing": ["remaining": []]]])
    }
  }
}
