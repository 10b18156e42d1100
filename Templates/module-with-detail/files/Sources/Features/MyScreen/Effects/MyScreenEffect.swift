import ViperKit

/// What the interactors ask of the outside world (the effect handler runs it).
public enum MyScreenEffect: Hashable, Sendable {
  /// Read a window of the list: the rows the list's `RowWindow` asks for.
  case loadPage(WindowQuery)
  case loadItem(id: Int)
  case setDone(Bool, id: Int)
}
