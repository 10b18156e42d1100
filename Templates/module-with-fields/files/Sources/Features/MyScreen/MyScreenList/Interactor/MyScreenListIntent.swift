import ViperKit

/// What the user does on the list. Only `MyScreenListViewAdapter` makes these.
public enum MyScreenListIntent: Hashable, Sendable {
  case addTapped
  case rowOpened(id: Int)
  /// The frontend asks for other rows of the list (a scroll, a jump, More).
  case rowsRequested(WindowRequest)
  /// A row's checkbox (the row toggle field).
  case toggleFlipped(id: Int, on: Bool)
  /// The list's setting: show the items whose toggle is on, or not.
  case showsToggledFlipped(Bool)
  /// A row's action; Delete only asks.
  case rowAction(RowActionKind, id: Int)
  /// The toolbar's destructive clear: asks first.
  case clearTapped
  /// The confirmation's answers.
  case keepTapped
  case confirmTapped
  case alertDismissed
}
