import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

@Suite("My part interactor")
struct MyPartInteractorTests {
  @Test func itSavesTheDraftOnceAndGoesBackWhenSaved() {
    var tester = InteractorTester(MyPartInteractor())
    tester.start()
    tester.send(.edited(.title, text: "Milk", left: false)) { $0.draft.title = "Milk" }
    tester.send(.saveTapped, effects: [.add(MyScreenDraft(title: "Milk"))]) {
      $0.progress = FormProgress(submitted: true)
      $0.isSaving = true
    }
    tester.send(.edited(.title, text: "Eggs", left: false))  // read-only while saving
    tester.receive(.added(MyScreenItem(id: 3, title: "Milk")), route: .saved)
  }

  @Test func aSaveCutShortByARestartIsNotSentAgain() {
    var tester = InteractorTester(MyPartInteractor())
    tester.send(.edited(.title, text: "Milk", left: true)) {
      $0.draft.title = "Milk"
      $0.progress = FormProgress(left: [.title])
    }
    tester.send(.saveTapped, effects: [.add(MyScreenDraft(title: "Milk"))]) {
      $0.progress = FormProgress(left: [.title], submitted: true)
      $0.isSaving = true
    }
    tester.restored { $0.isSaving = false }
  }

  @Test func theMissingTitleShowsOnceFocusLeftItOrAfterSave() {
    var tester = InteractorTester(MyPartInteractor())
    tester.send(.edited(.title, text: " ", left: false)) { $0.draft.title = " " }
    #expect(tester.state.titleIsMissing && !tester.state.showsMissingTitle)  // not while typing
    tester.send(.edited(.notes, text: "x", left: true)) {
      $0.draft.notes = "x"
      $0.progress = FormProgress(left: [.notes])
    }
    #expect(!tester.state.showsMissingTitle)  // another field left
    tester.send(.edited(.title, text: " ", left: true)) { $0.progress = FormProgress(left: [.title, .notes]) }
    #expect(tester.state.showsMissingTitle)
  }
}
