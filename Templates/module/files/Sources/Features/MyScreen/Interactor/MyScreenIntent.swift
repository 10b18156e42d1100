/// What the user does on the screen (only the view adapter makes these).
public enum MyScreenIntent: Hashable, Sendable {
  case addTapped
  case saveTapped
  case doneTapped
  /// The alert's button.
  case alertDismissed
}
