import ViperKit

/// What the user does on the list (only the view adapter makes these).
public enum MyPartIntent: Hashable, Sendable {
  case rowSelected(id: Int)
  /// The frontend asks for other rows of the list (a scroll, a jump, More).
  case rowsRequested(WindowRequest)
  case addTapped
  /// The row's accessory: turns the item's flag over.
  case toggleTapped(id: Int)
  /// The alert's button.
  case alertDismissed
}
