/// What the user does on the list (only the view adapter makes these).
public enum MyPartIntent: Hashable, Sendable {
  case rowSelected(id: Int)
  case addTapped
  /// The row's accessory: turns the item's flag over.
  case toggleTapped(id: Int)
  /// The alert's button.
  case alertDismissed
}
