import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The detail's state machine, exhaustively.
@Suite("To-do detail interactor")
struct TodoDetailInteractorTests {
  static let broken = TodosFailure.storage(detail: "disk I/O error")

  func shown() -> InteractorTester<TodoDetailInteractor> {
    var tester = InteractorTester(TodoDetailInteractor(id: Todo.milk.id))
    tester.start(effects: [.loadTodo(Todo.milk.id)]) { $0.isLoading = true }
    tester.receive(.todoLoaded(Todo.milk.id, .milk)) {
      $0.isLoading = false
      $0.todo = .milk
    }
    return tester
  }

  @Test func openingReadsTheToDo() {
    _ = shown()
  }

  @Test func aToDoDeletedMeanwhileIsMissing() {
    var tester = shown()
    tester.send(.deleteTapped) { $0.asking = true }
    tester.receive(.todoLoaded(Todo.milk.id, nil)) {
      $0.missing = true
      $0.asking = false
    }
    tester.receive(.todoLoaded(TodoID(9), .report))  // another one's: not this screen's
  }

  @Test func deleteAsksAndKeepDeletesNothing() {
    var tester = shown()
    tester.send(.deleteTapped) { $0.asking = true }
    tester.send(.keepTapped) { $0.asking = false }
    tester.send(.confirmTapped)  // nothing asked: nothing deleted
  }

  @Test func aConfirmedDeleteDeletesAndGoesBack() {
    var tester = shown()
    tester.send(.deleteTapped) { $0.asking = true }
    tester.send(.confirmTapped, effects: [.delete(Todo.milk.id)]) {
      $0.asking = false
      $0.isDeleting = true
    }
    tester.send(.deleteTapped)  // already deleting
    tester.receive(.deleted([Todo.milk.id]), route: .backToList) { $0.isDeleting = false }
  }

  @Test func aFailedDeleteStaysAndSaysWhy() {
    var tester = shown()
    tester.send(.deleteTapped) { $0.asking = true }
    tester.send(.confirmTapped, effects: [.delete(Todo.milk.id)]) {
      $0.asking = false
      $0.isDeleting = true
    }
    tester.receive(.deleteFailed(Self.broken)) {
      $0.isDeleting = false
      $0.failure = Self.broken
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func restoredItReadsAgainOrSendsADeletionUnderWayAgain() {
    var tester = shown()
    tester.restored(effects: [.loadTodo(Todo.milk.id)])
    tester.send(.deleteTapped) { $0.asking = true }
    tester.send(.confirmTapped, effects: [.delete(Todo.milk.id)]) {
      $0.asking = false
      $0.isDeleting = true
    }
    tester.restored(effects: [.delete(Todo.milk.id)])
  }

  @Test func aFailedReadSaysWhy() {
    var tester = InteractorTester(TodoDetailInteractor(id: Todo.milk.id))
    tester.receive(.readFailed(Self.broken)) { $0.failure = Self.broken }
  }

  @Test func otherResultsChangeNothing() {
    var tester = shown()
    tester.receive(.deleted([Todo.milk.id]))  // not deleting
    tester.receive(.deleteFailed(Self.broken))
    tester.receive(
      .listLoaded(WindowPage(rows: [], start: 0, total: 0, more: false, generation: 1), hideDone: true, doneCount: 0))
    tester.receive(.added(.report))
  }
}
