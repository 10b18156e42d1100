import ViperKit

/// Each row: the title, when it is due and its priority ("Due 2026-03-01
/// at 09:30 · High priority"), its done checkbox (waiting while it saves);
/// the done ones left out while hidden; a text when no row shows; the
/// question before a deletion; the last failure.
public struct TodoListPresenter: Presenter {
  public init() {}

  public func present(_ state: TodoListInteractor) -> TodoListViewModel {
    let shown = state.hideDone ? state.todos.filter { !$0.done } : state.todos
    return TodoListViewModel(
      title: "To-dos", addTitle: "Add", clearDoneTitle: "Clear done",
      clearDoneEnabled: state.hasDone && !state.deleting,
      hideDoneLabel: "Hide done", hideDone: state.hideDone, hideDoneEnabled: !state.savingHideDone,
      loadingLabel: state.isLoading ? "Loading to-dos…" : nil,
      rows: shown.map { todo in
        TodoListViewModel.Row(
          id: todo.id, title: todo.title, subtitle: Self.subtitle(todo), done: todo.done,
          toggleEnabled: !state.savingDone.contains(todo.id))
      },
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
    guard shown.isEmpty, !state.isLoading else { return nil }
    return state.todos.isEmpty ? "No to-dos yet: “Add” makes one." : "Nothing left to do: the done ones are hidden."
  }

  private static func confirmation(_ question: TodoListInteractor.Question, _ state: TodoListInteractor)
    -> TodoListViewModel.Confirmation?
  {
    let title: String
    switch question {
    case .delete(let id):
      guard let todo = state.todo(id) else { return nil }
      title = TodoWording.deleteQuestion(todo)
    case .clearDone:
      let count = state.todos.filter(\.done).count
      title = count == 1 ? "Delete 1 done to-do?" : "Delete \(count) done to-dos?"
    }
    return TodoListViewModel.Confirmation(
      title: title, message: TodoWording.cannotBeUndone, keepTitle: TodoWording.keep,
      deleteTitle: TodoWording.delete)
  }
}
