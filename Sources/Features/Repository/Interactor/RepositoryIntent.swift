import Stargazers

/// What the user does on the picker. Only `RepositoryViewAdapter` makes these.
public enum RepositoryIntent: Hashable, Sendable {
  /// The field's text changed; `left`: it was sent as focus left the field.
  case edited(String, left: Bool)
  /// The form was submitted.
  case submitted
  /// A recent repository was picked.
  case recentSelected(RepositoryName)
  case alertDismissed
}
