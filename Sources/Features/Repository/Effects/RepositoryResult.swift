import Stargazers

/// What the picker's effects report back. Only `RepositoryEffectHandler`
/// makes these.
public enum RepositoryResult: Hashable, Sendable {
  /// `loadRecent` or `remember` succeeded: the list as the database has it.
  case recentLoaded([RepositoryName])
  case recentFailed(RepositoryFailure)
}
