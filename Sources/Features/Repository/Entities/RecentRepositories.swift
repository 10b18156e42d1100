import Stargazers

/// How many repositories the picker remembers.
public enum RecentRepositories {
  public static let limit = 5

  /// `list` after opening `repository`: it first, no duplicates, at most `limit`.
  public static func opening(_ repository: RepositoryName, after list: [RepositoryName]) -> [RepositoryName] {
    Array(([repository] + list.filter { $0 != repository }).prefix(limit))
  }
}
