/// What the to-do effects report back, named for the outcome. Only
/// `TodosEffectHandler` makes these; the three screens share them, as they
/// share the handler.
public enum TodosResult: Hashable, Sendable {
  /// `loadList`: every to-do, oldest first, and the setting.
  case listLoaded([Todo], hideDone: Bool)
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
