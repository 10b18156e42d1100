import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The add form's state machine, exhaustively.
@Suite("To-do add interactor")
struct TodoAddInteractorTests {
  static let broken = TodosFailure.storage(detail: "disk I/O error")
  let form = TodoAddInteractor(token: DraftToken("draft-1"))

  @Test func typingShowsNoProblemUntilTheFieldIsLeft() {
    var tester = InteractorTester(form)
    tester.start()
    tester.send(.edited(.title, text: " ", left: false)) { $0.title = " " }
    #expect(tester.state.shownProblems.isEmpty)
    tester.send(.edited(.title, text: " ", left: true)) { $0.progress = FormProgress(left: [.title]) }
    #expect(tester.state.shownProblems == [.title: .missingTitle])
    tester.send(.edited(.title, text: "Buy milk", left: false)) { $0.title = "Buy milk" }
    #expect(tester.state.shownProblems.isEmpty)
  }

  @Test func choicesAreKeptAndAPriorityIsAlwaysChosen() {
    var tester = InteractorTester(form)
    tester.send(.priorityChosen(.high)) { $0.priority = .high }
    tester.send(.priorityChosen(nil))  // none: the form keeps its priority
    tester.send(.tagsChosen([.errand, .home])) { $0.tags = [.home, .errand] }
    tester.send(.tagsChosen([])) { $0.tags = [] }
  }

  @Test func aDayOrTimeTheFormDoesNotTakeIsRefused() {
    var tester = InteractorTester(form)
    tester.send(.edited(.due, text: "2026-02-30", left: true)) { $0.progress = FormProgress(left: [.due]) }
    tester.send(.edited(.due, text: "1999-12-31", left: false))
    tester.send(.edited(.due, text: "2100-01-01", left: false))
    tester.send(.edited(.at, text: "24:00", left: false))
    tester.send(.edited(.due, text: "2099-12-31", left: false)) { $0.due = "2099-12-31" }
    tester.send(.edited(.at, text: "23:59", left: false)) { $0.at = "23:59" }
    tester.send(.edited(.due, text: "", left: false)) { $0.due = "" }
    tester.send(.edited(.title, text: String(repeating: "x", count: 201), left: false))
  }

  @Test func aTimeWithoutADayIsAProblem() {
    var tester = InteractorTester(form)
    tester.send(.edited(.at, text: "09:30", left: true)) {
      $0.at = "09:30"
      $0.progress = FormProgress(left: [.at])
    }
    #expect(tester.state.shownProblems == [.at: .timeWithoutDate])
    tester.send(.edited(.due, text: "2026-03-01", left: true)) {
      $0.due = "2026-03-01"
      $0.progress = FormProgress(left: [.due, .at])
    }
    #expect(tester.state.problems.isEmpty == false)  // the title is still missing
    #expect(tester.state.shownProblems.isEmpty)
  }

  @Test func anInvalidSubmitShowsEveryProblemAndSavesNothing() {
    var tester = InteractorTester(form)
    tester.send(.edited(.at, text: "09:30", left: false)) { $0.at = "09:30" }
    tester.send(.submitted) { $0.progress = FormProgress(submitted: true) }
    #expect(tester.state.shownProblems == [.title: .missingTitle, .at: .timeWithoutDate])
  }

  @Test func aValidSubmitSavesTheDraftAndGoesBack() {
    var tester = InteractorTester(form)
    tester.send(.edited(.title, text: "  Buy milk ", left: false)) { $0.title = "  Buy milk " }
    tester.send(.priorityChosen(.high)) { $0.priority = .high }
    tester.send(.tagsChosen([.errand])) { $0.tags = [.errand] }
    tester.send(.edited(.due, text: "2026-03-01", left: true)) {
      $0.due = "2026-03-01"
      $0.progress = FormProgress(left: [.due])
    }
    tester.send(.edited(.at, text: "09:30", left: true)) {
      $0.at = "09:30"
      $0.progress = FormProgress(left: [.due, .at])
    }
    tester.send(.submitted, effects: [.add(.milk)]) {
      $0.progress = FormProgress(left: [.due, .at], submitted: true)
      $0.isSaving = true
    }
    tester.send(.edited(.title, text: "changed", left: false))  // read-only while saving
    tester.send(.submitted)
    tester.receive(.added(.milk), route: .backToList) { $0.isSaving = false }
  }

  @Test func aFailedSaveKeepsEveryValueAndSaysWhyUntilTheNextSubmit() {
    var tester = InteractorTester(form)
    tester.send(.edited(.title, text: "Buy milk", left: false)) { $0.title = "Buy milk" }
    let draft = TodoDraft(token: DraftToken("draft-1"), title: "Buy milk")
    tester.send(.submitted, effects: [.add(draft)]) {
      $0.progress = FormProgress(submitted: true)
      $0.isSaving = true
    }
    tester.receive(.addFailed(Self.broken)) {
      $0.isSaving = false
      $0.failure = Self.broken
    }
    tester.send(.submitted, effects: [.add(draft)]) {
      $0.isSaving = true
      $0.failure = nil
    }
  }

  @Test func restoredWhileSavingItSendsTheSameDraftAgain() {
    var tester = InteractorTester(form)
    tester.restored()
    tester.send(.edited(.title, text: "Buy milk", left: false)) { $0.title = "Buy milk" }
    let draft = TodoDraft(token: DraftToken("draft-1"), title: "Buy milk")
    tester.send(.submitted, effects: [.add(draft)]) {
      $0.progress = FormProgress(submitted: true)
      $0.isSaving = true
    }
    tester.restored(effects: [.add(draft)])
  }

  @Test func resultsNotOfThisSaveChangeNothing() {
    var tester = InteractorTester(form)
    tester.receive(.added(.milk))  // not saving
    tester.receive(.addFailed(Self.broken))
    tester.receive(
      .listLoaded(WindowPage(rows: [], start: 0, total: 0, more: false, generation: 1), hideDone: false, doneCount: 0))
    tester.receive(.deleted([Todo.milk.id]))
  }
}
