import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// Every step checked whole: the new state, the effects, the route.
@Suite("My screen interactor")
struct MyScreenInteractorTests {
  /// A tester on a screen that opened and loaded `saved` (set up without
  /// checks; the tests check from there).
  func loaded(_ saved: Int?, step: Int = 1) -> InteractorTester<MyScreenInteractor> {
    var setup = InteractorTester(MyScreenInteractor(step: step), exhaustivity: .off)
    setup.start()
    setup.receive(.loaded(saved))
    return InteractorTester(setup.state)
  }

  @Test func openingLoadsTheSavedCountAndCountsOnFromIt() {
    var tester = InteractorTester(MyScreenInteractor(step: 1))
    tester.start(effects: [.load])
    tester.receive(.loaded(4)) {
      $0.saved = 4
      $0.count = 4
      $0.phase = .ready(failure: nil)
    }
  }

  @Test func addAddsTheStepAndSaveSavesTheCount() {
    var tester = loaded(nil, step: 5)
    tester.send(.addTapped) { $0.count = 5 }
    tester.send(.addTapped) { $0.count = 10 }
    tester.send(.saveTapped, effects: [.save(10)]) { $0.phase = .saving }
    tester.send(.saveTapped)  // already saving
    tester.send(.addTapped) { $0.count = 15 }  // counting goes on meanwhile
    tester.receive(.saved(10)) {
      $0.saved = 10
      $0.phase = .ready(failure: nil)
    }
  }

  @Test func aFailedSaveShowsUntilDismissedAndKeepsTheCount() {
    var tester = loaded(2)
    tester.send(.addTapped) { $0.count = 3 }
    tester.send(.saveTapped, effects: [.save(3)]) { $0.phase = .saving }
    tester.receive(.saveFailed(.unavailable)) { $0.phase = .ready(failure: .unavailable) }
    tester.send(.alertDismissed) { $0.phase = .ready(failure: nil) }
    tester.send(.alertDismissed)  // nothing to dismiss
  }

  @Test func aFailedLoadShowsAndTheScreenStartsFromZero() {
    var tester = InteractorTester(MyScreenInteractor(step: 1))
    tester.start(effects: [.load])
    tester.receive(.loadFailed(.refused("locked"))) { $0.phase = .ready(failure: .refused("locked")) }
    tester.send(.saveTapped, effects: [.save(0)]) { $0.phase = .saving }
  }

  @Test("nothing but done is taken while loading", arguments: [MyScreenIntent.addTapped, .saveTapped, .alertDismissed])
  func intentsWhileLoading(intent: MyScreenIntent) {
    var tester = InteractorTester(MyScreenInteractor(step: 1))
    tester.start(effects: [.load])
    tester.send(intent)
  }

  @Test(
    "results nobody waits for are ignored",
    arguments: [MyScreenResult.loaded(7), .loadFailed(.unavailable), .saved(7), .saveFailed(.unavailable)])
  func resultsWhenIdle(result: MyScreenResult) {
    var tester = loaded(1)
    tester.receive(result)
  }

  @Test func doneGoesBackFromAnyPhase() {
    var tester = InteractorTester(MyScreenInteractor(step: 1))
    tester.send(.doneTapped, route: .done)
    tester = loaded(nil)
    tester.send(.saveTapped, effects: [.save(0)]) { $0.phase = .saving }
    tester.send(.doneTapped, route: .done)
  }
}
