/// What the user does on the stargazers list.
public enum StargazersIntent: Hashable, Sendable {
  /// `Next page` (what infinite scroll triggers).
  case nextPageTapped
  case refreshTapped
  /// The error alert's `Back`.
  case alertDismissed
  case rowSelected(StargazerID)
}
