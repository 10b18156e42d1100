import ViperKit

/// What the to-do effects report back, named for the outcome. Only
/// `TodosEffectHandler` makes these; the three screens share them, as they
/// share the handler.
public enum TodosResult: Hashable, Sendable {
  /// `loadList`: the window's to-dos, oldest first, the setting, and the
  /// done ones counted when the query counted the list.
  case listLoaded(WindowPage<Todo>, hideDone: Bool, doneCount: Int?)
  /// `loadTodo`: the to-do, or nil when there is none with that id (deleted).
  case todoLoaded(TodoID, Todo?)
  /// `loadList` or `loadTodo` failed.
  case readFailed(TodosFailure)
  case doneSaved(TodoID, done: Bool)
  case doneFailed(TodoID, TodosFailure)
  case hideDoneSaved(Bool)
  case hideDoneFailed(TodosFailure)
  case added(Todo)
  case addFailed(TodosFailure)
  /// `delete` or `deleteDone`: the ids deleted.
  case deleted([TodoID])
  case deleteFailed(TodosFailure)
}
