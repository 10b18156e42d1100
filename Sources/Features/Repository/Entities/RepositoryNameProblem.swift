import Stargazers

/// Why a typed text is not a repository, checked with the rules Stargazers
/// itself reads its input with (`RepositoryName`, `GitHubName`): a text has
/// no problem exactly when `RepositoryName(text)` is a repository.
public enum RepositoryNameProblem: Hashable, Sendable {
  case empty
  /// Not two parts around one `/`.
  case notOwnerSlashName
  /// The part before the `/` breaks GitHub's rules for an account.
  case owner
  /// The part after the `/` breaks GitHub's rules for a repository name.
  case name

  /// The first thing wrong with `text`, or nil when it is a repository.
  public init?(of text: String) {
    if text.isEmpty {
      self = .empty
      return
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else {
      self = .notOwnerSlashName
      return
    }
    if !GitHubName.isAccount(parts[0]) {
      self = .owner
    } else if !GitHubName.isRepository(parts[1]) {
      self = .name
    } else {
      return nil
    }
  }
}
