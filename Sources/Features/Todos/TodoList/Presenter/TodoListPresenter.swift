import ViperKit

/// Each row: the title, when it is due and its priority ("Due 2026-03-01
/// at 09:30 · High priority"), its done checkbox (waiting while it saves);
/// the done ones left out while hidden; a text when no row shows; the
/// question before a deletion; the last failure.
public struct TodoListPresenter: Presenter {
  public init() {}

  public func present(_ state: TodoListInteractor) -> TodoListViewModel {
    let shown = state.window.rows
    return TodoListViewModel(
      title: "To-dos", addTitle: "Add", clearDoneTitle: "Clear done",
      clearDoneEnabled: state.hasDone && !state.deleting,
      hideDoneLabel: "Hide done", hideDone: state.hideDone, hideDoneEnabled: !state.savingHideDone,
      loadingLabel: state.isLoading ? "Loading to-dos…" : nil,
      rows: shown.map { todo in
        TodoListViewModel.Row(
          id: todo.id, title: todo.title, subtitle: Self.subtitle(todo), done: todo.done,
          toggleEnabled: !state.isSaving(todo.id))
      },
      window: state.window.node,
      deleteTitle: TodoWording.delete,
      emptyText: Self.emptyText(state, shown: shown),
      confirmation: state.question.flatMap { Self.confirmation($0, state) },
      alert: state.failure?.alert, dismissTitle: "OK")
  }

  static func subtitle(_ todo: Todo) -> String {
    let priority = "\(TodoWording.title(todo.priority)) priority"
    guard let due = TodoWording.due(todo) else { return priority }
    return "Due \(due) · \(priority)"
  }

  private static func emptyText(_ state: TodoListInteractor, shown: [Todo]) -> String? {
    // Nothing said while the rows or the setting change: what it says would not last.
    guard shown.isEmpty, !state.isLoading, state.window.loaded, !state.window.reading, !state.savingHideDone else {
      return nil
    }
    return state.hideDone && state.hasDone
      ? "Nothing left to do: the done ones are hidden." : "No to-dos yet: “Add” makes one."
  }

  private static func confirmation(_ question: TodoListInteractor.Question, _ state: TodoListInteractor)
    -> Confirmation?
  {
    let title: String
    switch question {
    case .delete(_, let todoTitle):
      title = TodoWording.deleteQuestion(title: todoTitle)
    case .clearDone:
      let count = state.doneCount
      title = count == 1 ? "Delete 1 done to-do?" : "Delete \(count) done to-dos?"
    }
    return Confirmation(
      title: title, message: TodoWording.cannotBeUndone, keepTitle: TodoWording.keep,
      confirmTitle: TodoWording.delete)
  }
}
