import ViperKit

/// What the interactors ask of the outside world (the effect handler runs it).
public enum MyScreenEffect: Hashable, Sendable {
  /// Read a window of a list: the rows its `RowWindow` asks for.
  case loadPage(WindowQuery)
  case loadItem(id: Int)
  case setDone(Bool, id: Int)
  case add(MyScreenDraft)
}
