import ViperKit

/// Titled with the to-do's title; its fields as lines; "This to-do was
/// deleted." when it is gone; the question before deleting; the last failure.
public struct TodoDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: TodoDetailInteractor) -> TodoDetailViewModel {
    let todo = state.missing ? nil : state.todo
    return TodoDetailViewModel(
      title: todo?.title ?? "To-do", deleteTitle: TodoWording.delete,
      deleteEnabled: todo != nil && !state.isDeleting,
      loadingLabel: state.isLoading ? "Loading…" : nil,
      lines: todo.map(Self.lines) ?? (state.missing ? ["This to-do was deleted."] : []),
      confirmation: todo.flatMap { todo in
        state.asking
          ? Confirmation(
            title: TodoWording.deleteQuestion(todo), message: TodoWording.cannotBeUndone,
            keepTitle: TodoWording.keep, confirmTitle: TodoWording.delete) : nil
      },
      alert: state.failure?.alert, dismissTitle: "OK")
  }

  static func lines(_ todo: Todo) -> [String] {
    [
      "Priority: \(TodoWording.title(todo.priority))",
      "Tags: " + (todo.tags.isEmpty ? "none" : todo.tags.map(TodoWording.title).joined(separator: ", ")),
      "Due: " + (TodoWording.due(todo) ?? "none"),
      todo.done ? "Done" : "Not done yet",
    ]
  }
}
