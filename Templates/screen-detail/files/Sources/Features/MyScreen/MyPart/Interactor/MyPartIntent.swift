/// What the user does on the detail (only the view adapter makes these).
public enum MyPartIntent: Hashable, Sendable {
  case toggleTapped
  case backTapped
  /// The alert's button.
  case alertDismissed
}
