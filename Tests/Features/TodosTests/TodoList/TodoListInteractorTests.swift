import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The list's state machine, step by step and exhaustively: each step
/// describes the whole new state, the exact effects and the route. The
/// window holds rows read from the store; the rows it holds here are the
/// three fixtures, at the start of a list of `total`.
@Suite("To-do list interactor")
struct TodoListInteractorTests {
  static let broken = TodosFailure.storage(detail: "disk I/O error")
  static let firstQuery = WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1)

  /// A window that read `rows` (from `start`, of `total`) for its query number `generation`.
  static func window(
    _ rows: [Todo], start: Int = 0, total: Int = 3, generation: Int = 1, anchor: String? = nil
  ) -> RowWindow<Todo> {
    var window = RowWindow<Todo>(anchor: anchor)
    for _ in 1...generation { _ = window.reload() }
    window.take(page(rows, start: start, total: total, generation: generation))
    return window
  }

  static func page(_ rows: [Todo], start: Int = 0, total: Int? = 3, generation: Int = 1) -> WindowPage<Todo> {
    WindowPage(rows: rows, start: start, total: total, more: false, generation: generation)
  }

  /// Opened and read: milk, report and plants (plants done).
  var loaded: TodoListInteractor {
    var state = TodoListInteractor()
    state.window = Self.window([.milk, .report, .plants])
    state.doneCount = 1
    return state
  }

  @Test func openingReadsTheFirstWindowTheSettingAndTheCounts() {
    var tester = InteractorTester(TodoListInteractor())
    tester.start(effects: [.loadList(Self.firstQuery, hideDone: nil)]) {
      $0.isLoading = true
      _ = $0.window.reload()
    }
    tester.receive(.listLoaded(Self.page([.milk, .report], total: 2), hideDone: true, doneCount: 4)) {
      $0.isLoading = false
      $0.window = Self.window([.milk, .report], total: 2)
      $0.hideDone = true
      $0.doneCount = 4
    }
    #expect(tester.state.window.rows == [.milk, .report])
    #expect(tester.state.window.node == ListWindow(start: 0, total: 2, more: false, anchor: "1"))
  }

  @Test func aPageReadForAnOlderRequestIsDropped() {
    var state = loaded
    state.window = Self.window([.milk, .report, .plants], total: 300)
    var tester = InteractorTester(state)
    let jump = WindowQuery(.position(from: 50, count: 105), countTotal: false, generation: 2)
    tester.send(.rowsRequested(WindowRequest(.from(100), count: 5)), effects: [.loadList(jump, hideDone: false)]) {
      _ = $0.window.request(WindowRequest(.from(100), count: 5))
    }
    tester.receive(.listLoaded(Self.page([.report], generation: 1), hideDone: false, doneCount: nil))
  }

  @Test func rowsHeldAlreadyOnlyMoveTheAnchor() {
    var tester = InteractorTester(loaded)
    tester.send(.rowsRequested(WindowRequest(.after("1"), count: 1, anchor: "3"))) {
      _ = $0.window.request(WindowRequest(.after("1"), count: 1, anchor: "3"))
    }
    #expect(tester.state.window.anchor == "3")
  }

  @Test func addAndARowRoute() {
    var tester = InteractorTester(loaded)
    tester.send(.addTapped, route: .add)
    tester.send(.rowOpened(Todo.report.id), route: .detail(Todo.report.id))
    tester.send(.rowOpened(TodoID(99)))  // no such row held: nothing
  }

  @Test func aFlipShowsAtOnceWaitsForItsSaveAndIsKept() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.milk.id, on: true), effects: [.setDone(Todo.milk.id, done: true)]) {
      $0.window.update("1") { $0.done = true }
      $0.doneCount = 2
      $0.savingDone = [.init(id: Todo.milk.id, done: true)]
    }
    tester.send(.doneFlipped(Todo.milk.id, on: false))  // waiting: its checkbox is disabled
    tester.receive(.doneSaved(Todo.milk.id, done: true)) { $0.savingDone = [] }
    tester.send(.doneFlipped(Todo.milk.id, on: true))  // already done: nothing to save
  }

  @Test func aReadWhileAFlipSavesKeepsTheFlip() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.report.id, on: true), effects: [.setDone(Todo.report.id, done: true)]) {
      $0.window.update("2") { $0.done = true }
      $0.doneCount = 2
      $0.savingDone = [.init(id: Todo.report.id, done: true)]
    }
    tester.resume(effects: [.loadList(WindowQuery(Self.aroundAnchor, countTotal: true, generation: 2), hideDone: nil)])
    {
      _ = $0.window.reload()
    }
    tester.receive(.listLoaded(Self.page([.milk, .report, .plants], generation: 2), hideDone: false, doneCount: 1)) {
      $0.window = Self.window([.milk, .report.with(done: true), .plants], generation: 2, anchor: "1")
      $0.doneCount = 1
    }
  }

  static let aroundAnchor = WindowQuery.Rows.around(key: "1", at: nil, before: 50, after: 100)

  @Test func aFlipThatFailsGoesBackAndSaysWhy() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.plants.id, on: false), effects: [.setDone(Todo.plants.id, done: false)]) {
      $0.window.update("3") { $0.done = false }
      $0.doneCount = 0
      $0.savingDone = [.init(id: Todo.plants.id, done: false)]
    }
    tester.receive(.doneFailed(Todo.plants.id, Self.broken)) {
      $0.window.update("3") { $0.done = true }
      $0.doneCount = 1
      $0.savingDone = []
      $0.failure = Self.broken
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func aRowDoneWhileTheDoneOnesAreHiddenLeavesTheListOnceSaved() {
    var state = loaded
    state.hideDone = true
    var tester = InteractorTester(state)
    tester.send(.doneFlipped(Todo.report.id, on: true), effects: [.setDone(Todo.report.id, done: true)]) {
      $0.window.update("2") { $0.done = true }
      $0.doneCount = 2
      $0.savingDone = [.init(id: Todo.report.id, done: true)]
    }
    tester.receive(.doneSaved(Todo.report.id, done: true)) {
      $0.savingDone = []
      $0.window.remove("2")
    }
    #expect(tester.state.window.node.total == 2)
  }

  @Test func hideDoneIsSavedThenTheWindowIsReadAgainAndAFailureFlipsItBack() {
    var tester = InteractorTester(loaded)
    tester.send(.hideDoneFlipped(true), effects: [.setHideDone(true)]) {
      $0.hideDone = true
      $0.savingHideDone = true
    }
    tester.send(.hideDoneFlipped(false))  // waiting
    let reread = WindowQuery(Self.aroundAnchor, countTotal: true, generation: 2)
    tester.receive(.hideDoneSaved(true), effects: [.loadList(reread, hideDone: nil)]) {
      $0.savingHideDone = false
      _ = $0.window.reload()
    }
    tester.send(.hideDoneFlipped(false), effects: [.setHideDone(false)]) {
      $0.hideDone = false
      $0.savingHideDone = true
    }
    tester.receive(.hideDoneFailed(Self.broken)) {
      $0.hideDone = true
      $0.savingHideDone = false
      $0.failure = Self.broken
    }
  }

  @Test func deleteAsksFirstAndKeepDeletesNothing() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.milk.id)) { $0.question = .delete(Todo.milk.id, title: "Buy milk") }
    tester.send(.keepTapped) { $0.question = nil }
    tester.send(.confirmTapped)  // no question asked: nothing is deleted
  }

  @Test func aConfirmedDeleteDeletesThatToDoAndItsRowLeaves() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.plants.id)) { $0.question = .delete(Todo.plants.id, title: "Water the plants") }
    tester.send(.confirmTapped, effects: [.delete(Todo.plants.id)]) {
      $0.question = nil
      $0.deleting = true
    }
    tester.send(.deleteTapped(Todo.report.id))  // one deletion at a time
    tester.send(.clearDoneTapped)
    tester.receive(.deleted([Todo.plants.id])) {
      $0.deleting = false
      $0.doneCount = 0
      $0.window.remove("3")
    }
    #expect(tester.state.window.node == ListWindow(start: 0, total: 2, more: false, anchor: "1"))
  }

  @Test func clearDoneAsksFirstThenDeletesAndReadsAgain() {
    var tester = InteractorTester(loaded)
    tester.send(.clearDoneTapped) { $0.question = .clearDone }
    tester.send(.confirmTapped, effects: [.deleteDone]) {
      $0.question = nil
      $0.deleting = true
    }
    let reread = WindowQuery(Self.aroundAnchor, countTotal: true, generation: 2)
    tester.receive(.deleted([Todo.plants.id, TodoID(7)]), effects: [.loadList(reread, hideDone: nil)]) {
      $0.deleting = false
      _ = $0.window.reload()
    }
  }

  @Test func aFailedDeletionKeepsTheRowsAndSaysWhy() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.report.id)) { $0.question = .delete(Todo.report.id, title: "Write the report") }
    tester.send(.confirmTapped, effects: [.delete(Todo.report.id)]) {
      $0.question = nil
      $0.deleting = true
    }
    tester.receive(.deleteFailed(Self.broken)) {
      $0.deleting = false
      $0.failure = Self.broken
    }
  }

  @Test func aClearDoneQuestionWithNothingDoneLeftIsDropped() {
    var tester = InteractorTester(loaded)
    tester.send(.clearDoneTapped) { $0.question = .clearDone }
    tester.resume(effects: [.loadList(WindowQuery(Self.aroundAnchor, countTotal: true, generation: 2), hideDone: nil)])
    {
      _ = $0.window.reload()
    }
    tester.receive(.listLoaded(Self.page([.report], total: 1, generation: 2), hideDone: false, doneCount: 0)) {
      $0.window = Self.window([.report], total: 1, generation: 2, anchor: "1")
      $0.doneCount = 0
      $0.question = nil
    }
    #expect(tester.state.window.anchor == "2")  // milk is gone: the row that followed it
  }

  @Test func restoredItForgetsSavesUnderWayAndReadsAroundItsAnchor() {
    var state = loaded
    state.savingDone = [.init(id: Todo.milk.id, done: true)]
    state.savingHideDone = true
    state.deleting = true
    var tester = InteractorTester(state)
    tester.restored(effects: [.loadList(WindowQuery(Self.aroundAnchor, countTotal: true, generation: 2), hideDone: nil)]
    ) {
      $0.savingDone = []
      $0.savingHideDone = false
      $0.deleting = false
      $0.isLoading = true
      _ = $0.window.reload()
    }
  }

  @Test func aFailedReadStopsLoadingAndSaysWhy() {
    var tester = InteractorTester(TodoListInteractor())
    tester.start(effects: [.loadList(Self.firstQuery, hideDone: nil)]) {
      $0.isLoading = true
      _ = $0.window.reload()
    }
    tester.receive(.readFailed(Self.broken)) {
      $0.isLoading = false
      $0.failure = Self.broken
    }
  }

  @Test func theOtherScreensResultsChangeNothing() {
    var tester = InteractorTester(loaded)
    tester.receive(.added(.milk))
    tester.receive(.addFailed(Self.broken))
    tester.receive(.todoLoaded(Todo.milk.id, nil))
  }
}
