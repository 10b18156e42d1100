import ViperKit

/// What the user does on the picked people.
public enum UsersListIntent: Hashable, Sendable {
  case rowSelected(UserID)
  /// The frontend asks for other rows of the list (a scroll, a jump, More).
  case rowsRequested(WindowRequest)
}
