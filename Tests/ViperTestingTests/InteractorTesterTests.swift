import Testing
import ViperKit
import ViperTesting

@Suite("InteractorTester")
struct InteractorTesterTests {
  @Test func aFullyDescribedSessionPasses() {
    var tester = InteractorTester(ToyInteractor())
    tester.start()
    tester.send(.incrementTapped) { $0.count = 1 }
    tester.send(.saveTapped, effects: [.save(1)])
    tester.receive(.saved(1)) { $0.saved = 1 }
    tester.send(.openTapped, route: .next)
    #expect(tester.state == ToyInteractor(count: 1, saved: 1))
  }

  @Test func anUndescribedStateChangeFails() {
    var tester = InteractorTester(ToyInteractor())
    withKnownIssue("the count changed and the test did not say so") {
      tester.send(.incrementTapped)
    }
  }

  @Test func aWrongStateFails() {
    var tester = InteractorTester(ToyInteractor())
    withKnownIssue("the count is 1, not 2") {
      tester.send(.incrementTapped) { $0.count = 2 }
    }
  }

  @Test func anUndescribedEffectOrRouteFails() {
    var tester = InteractorTester(ToyInteractor())
    withKnownIssue("save asks for an effect") { tester.send(.saveTapped) }
    withKnownIssue("open asks for a route") { tester.send(.openTapped) }
    withKnownIssue("the wrong effect") { tester.send(.saveTapped, effects: [.save(9)]) }
  }

  @Test func aNonExhaustiveTesterListsWhatItSkipped() {
    var tester = InteractorTester(ToyInteractor(), exhaustivity: .off)
    tester.send(.incrementTapped)
    tester.send(.saveTapped)
    tester.send(.openTapped)
    #expect(
      tester.skipped == [
        "send incrementTapped: the state changed",
        "send saveTapped: effects [ViperTestingTests.ToyInteractor.Effect.save(1)]",
        "send openTapped: route next",
      ])
  }
}
