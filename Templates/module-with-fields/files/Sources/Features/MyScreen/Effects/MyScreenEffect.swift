import ViperKit

/// What the screens ask the outside world to do: values the host runs
/// through `MyScreenEffectHandler`, off its queue.
public enum MyScreenEffect: Hashable, Sendable {
  /// Read a window of the list; `showsToggled` nil: as the stored setting says (read with it).
  case loadList(WindowQuery, showsToggled: Bool?)
  case loadItem(Int)
  /// Save the form's values as a new item, or over the item `id`.
  case save(id: Int?, [InputKey: RecordValue])
  case duplicate(Int)
  case setToggle(Int, on: Bool)
  case setShowsToggled(Bool)
  /// Delete one item: asked only after the user confirmed.
  case delete(Int)
  /// Delete every item whose row toggle is on: asked only after the user confirmed.
  case deleteToggled
}
