import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The list's state machine, step by step and exhaustively: each step
/// describes the whole new state, the exact effects and the route.
@Suite("To-do list interactor")
struct TodoListInteractorTests {
  static let broken = TodosFailure.storage(detail: "disk I/O error")
  let loaded = TodoListInteractor(todos: [.milk, .report, .plants])

  @Test func openingReadsTheListAndTheSetting() {
    var tester = InteractorTester(TodoListInteractor())
    tester.start(effects: [.loadList]) { $0.isLoading = true }
    tester.receive(.listLoaded([.milk, .plants], hideDone: true)) {
      $0.isLoading = false
      $0.todos = [.milk, .plants]
      $0.hideDone = true
    }
  }

  @Test func addAndARowRoute() {
    var tester = InteractorTester(loaded)
    tester.send(.addTapped, route: .add)
    tester.send(.rowOpened(Todo.report.id), route: .detail(Todo.report.id))
    tester.send(.rowOpened(TodoID(99)))  // no such row: nothing
  }

  @Test func aFlipShowsAtOnceWaitsForItsSaveAndIsKept() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.milk.id, on: true), effects: [.setDone(Todo.milk.id, done: true)]) {
      $0.todos[0].done = true
      $0.savingDone = [Todo.milk.id]
    }
    tester.send(.doneFlipped(Todo.milk.id, on: false))  // waiting: its checkbox is disabled
    tester.receive(.doneSaved(Todo.milk.id, done: true)) { $0.savingDone = [] }
    tester.send(.doneFlipped(Todo.milk.id, on: true))  // already done: nothing to save
  }

  @Test func aReadWhileAFlipSavesKeepsTheFlip() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.report.id, on: true), effects: [.setDone(Todo.report.id, done: true)]) {
      $0.todos[1].done = true
      $0.savingDone = [Todo.report.id]
    }
    tester.receive(.listLoaded([.milk, .report, .plants], hideDone: false))
  }

  @Test func aFlipThatFailsGoesBackAndSaysWhy() {
    var tester = InteractorTester(loaded)
    tester.send(.doneFlipped(Todo.plants.id, on: false), effects: [.setDone(Todo.plants.id, done: false)]) {
      $0.todos[2].done = false
      $0.savingDone = [Todo.plants.id]
    }
    tester.receive(.doneFailed(Todo.plants.id, Self.broken)) {
      $0.todos[2].done = true
      $0.savingDone = []
      $0.failure = Self.broken
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func hideDoneIsSavedAndAFailureFlipsItBack() {
    var tester = InteractorTester(loaded)
    tester.send(.hideDoneFlipped(true), effects: [.setHideDone(true)]) {
      $0.hideDone = true
      $0.savingHideDone = true
    }
    tester.send(.hideDoneFlipped(false))  // waiting
    tester.receive(.listLoaded([.milk], hideDone: false)) { $0.todos = [.milk] }  // the flip wins while it saves
    tester.receive(.hideDoneSaved(true)) { $0.savingHideDone = false }
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
    tester.send(.deleteTapped(Todo.milk.id)) { $0.question = .delete(Todo.milk.id) }
    tester.send(.keepTapped) { $0.question = nil }
    tester.send(.confirmTapped)  // no question asked: nothing is deleted
  }

  @Test func aConfirmedDeleteDeletesThatToDo() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.milk.id)) { $0.question = .delete(Todo.milk.id) }
    tester.send(.confirmTapped, effects: [.delete(Todo.milk.id)]) {
      $0.question = nil
      $0.deleting = true
    }
    tester.send(.deleteTapped(Todo.report.id))  // one deletion at a time
    tester.send(.clearDoneTapped)
    tester.receive(.deleted([Todo.milk.id])) {
      $0.deleting = false
      $0.todos = [.report, .plants]
    }
  }

  @Test func clearDoneAsksFirstThenDeletesTheDoneOnes() {
    var tester = InteractorTester(loaded)
    tester.send(.clearDoneTapped) { $0.question = .clearDone }
    tester.send(.confirmTapped, effects: [.deleteDone]) {
      $0.question = nil
      $0.deleting = true
    }
    tester.receive(.deleted([Todo.plants.id])) {
      $0.deleting = false
      $0.todos = [.milk, .report]
    }
    tester.send(.clearDoneTapped)  // none done now
  }

  @Test func aFailedDeletionKeepsTheRowsAndSaysWhy() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.report.id)) { $0.question = .delete(Todo.report.id) }
    tester.send(.confirmTapped, effects: [.delete(Todo.report.id)]) {
      $0.question = nil
      $0.deleting = true
    }
    tester.receive(.deleteFailed(Self.broken)) {
      $0.deleting = false
      $0.failure = Self.broken
    }
  }

  @Test func aQuestionAboutAToDoGoneMeanwhileIsDropped() {
    var tester = InteractorTester(loaded)
    tester.send(.deleteTapped(Todo.milk.id)) { $0.question = .delete(Todo.milk.id) }
    tester.receive(.listLoaded([.report, .plants], hideDone: false)) {
      $0.todos = [.report, .plants]
      $0.question = nil
    }
    tester.send(.clearDoneTapped) { $0.question = .clearDone }
    tester.receive(.listLoaded([.report], hideDone: false)) {
      $0.todos = [.report]
      $0.question = nil
    }
  }

  @Test func backOnTopItReadsTheListAgain() {
    var tester = InteractorTester(loaded)
    tester.resume(effects: [.loadList])
  }

  @Test func restoredItForgetsSavesUnderWayAndReadsAgain() {
    var state = loaded
    state.savingDone = [Todo.milk.id]
    state.savingHideDone = true
    state.deleting = true
    var tester = InteractorTester(state)
    tester.restored(effects: [.loadList]) {
      $0.savingDone = []
      $0.savingHideDone = false
      $0.deleting = false
    }
  }

  @Test func aFailedReadStopsLoadingAndSaysWhy() {
    var tester = InteractorTester(TodoListInteractor())
    tester.start(effects: [.loadList]) { $0.isLoading = true }
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
