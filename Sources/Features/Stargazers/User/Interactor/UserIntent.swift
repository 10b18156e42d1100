/// What the user does on a stargazer's screen.
public enum UserIntent: Hashable, Sendable {
  case refreshTapped
  /// The error alert's `Back`.
  case alertDismissed
}
