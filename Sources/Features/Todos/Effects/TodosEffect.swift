import ViperKit

/// What the to-do screens ask the outside world to do: values the host runs
/// through `TodosEffectHandler`, off its queue.
public enum TodosEffect: Hashable, Sendable {
  /// Read a window of the list; `hideDone` nil: as the stored setting says (read
  /// with it: another screen may have changed either).
  case loadList(WindowQuery, hideDone: Bool?)
  /// Read one to-do.
  case loadTodo(TodoID)
  /// Save a to-do's done mark.
  case setDone(TodoID, done: Bool)
  /// Save the list's "Hide done" setting.
  case setHideDone(Bool)
  /// Save the add form as a new to-do (once per draft token).
  case add(TodoDraft)
  /// Delete one to-do: asked only after the user confirmed.
  case delete(TodoID)
  /// Delete every done to-do: asked only after the user confirmed.
  case deleteDone
}
