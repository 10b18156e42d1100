import Stargazers

/// What the repository picker asks the outside world to do, run by
/// `RepositoryEffectHandler` off the host's queue.
public enum RepositoryEffect: Hashable, Sendable {
  /// Read the recent repositories.
  case loadRecent
  /// Put a repository the user opened first in the recent list.
  case remember(RepositoryName)
}
