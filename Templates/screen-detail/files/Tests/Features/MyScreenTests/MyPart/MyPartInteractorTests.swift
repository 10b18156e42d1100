import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

@Suite("My part interactor")
struct MyPartInteractorTests {
  @Test func itLoadsItsItemAndTogglesIt() {
    var tester = InteractorTester(MyPartInteractor(id: 1))
    tester.start(effects: [.loadItem(id: 1)])
    tester.send(.toggleTapped)  // not loaded yet
    tester.receive(.itemLoaded(.first)) { $0.item = .first }
    tester.send(.toggleTapped, effects: [.setDone(true, id: 1)]) { $0.isSaving = true }
    tester.send(.toggleTapped)  // already saving
    tester.receive(.doneSaved(true, id: 1)) {
      $0.isSaving = false
      $0.item?.isDone = true
    }
    tester.receive(.doneSaved(false, id: 2))  // another item's
  }

  @Test func aFailureShowsUntilDismissedAndBackGoesBack() {
    var tester = InteractorTester(MyPartInteractor(id: 9))
    tester.start(effects: [.loadItem(id: 9)])
    tester.receive(.loadFailed(.notFound(9))) { $0.failure = .notFound(9) }
    tester.send(.alertDismissed) { $0.failure = nil }
    tester.send(.backTapped, route: .back)
  }

  @Test func afterARestartTheItemIsReadAgain() {
    var tester = InteractorTester(MyPartInteractor(id: 1))
    tester.receive(.itemLoaded(.first)) { $0.item = .first }
    tester.send(.toggleTapped, effects: [.setDone(true, id: 1)]) { $0.isSaving = true }
    tester.restored(effects: [.loadItem(id: 1)]) { $0.isSaving = false }
  }
}
