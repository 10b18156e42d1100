import ViperKit

/// What the user does on the stargazers list.
public enum StargazersIntent: Hashable, Sendable {
  /// `Next page` (what infinite scroll triggers).
  case nextPageTapped
  case refreshTapped
  /// The error alert's `Back`.
  case alertDismissed
  case rowSelected(StargazerID)
  /// The frontend asks for other rows (a scroll, a jump, More); past the last
  /// row held, it fetches the next page, as `Next page` does.
  case rowsRequested(WindowRequest)
}
