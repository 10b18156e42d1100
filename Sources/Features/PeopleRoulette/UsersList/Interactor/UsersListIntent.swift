/// What the user does on the picked people.
public enum UsersListIntent: Hashable, Sendable {
  case rowSelected(UserID)
}
