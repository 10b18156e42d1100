import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

@Suite("My part interactor")
struct MyPartInteractorTests {
  @Test func itSavesTheDraftOnceAndGoesBackWhenSaved() {
    var tester = InteractorTester(MyPartInteractor())
    tester.start()
    tester.send(.titleEdited("Milk", left: false)) { $0.draft.title = "Milk" }
    tester.send(.saveTapped, effects: [.add(MyScreenDraft(title: "Milk"))]) {
      $0.checksTitle = true
      $0.isSaving = true
    }
    tester.send(.titleEdited("Eggs", left: false))  // read-only while saving
    tester.receive(.added(MyScreenItem(id: 3, title: "Milk")), route: .saved)
  }

  @Test func aSaveCutShortByARestartIsNotSentAgain() {
    var tester = InteractorTester(MyPartInteractor())
    tester.send(.titleEdited("Milk", left: true)) {
      $0.draft.title = "Milk"
      $0.checksTitle = true
    }
    tester.send(.saveTapped, effects: [.add(MyScreenDraft(title: "Milk"))]) { $0.isSaving = true }
    tester.restored { $0.isSaving = false }
  }
}
