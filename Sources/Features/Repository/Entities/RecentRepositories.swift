import Stargazers

/// How many repositories the picker remembers.
public enum RecentRepositories {
  public static let limit = 5

  /// `list` after opening `repository`: it first (as last typed), no duplicates, at most `limit`.
  /// GitHub's names ignore case, so `octocat/hello-world` is `octocat/Hello-World` again.
  public static func opening(_ repository: RepositoryName, after list: [RepositoryName]) -> [RepositoryName] {
    Array(([repository] + list.filter { !same($0, repository) }).prefix(limit))
  }

  static func same(_ one: RepositoryName, _ other: RepositoryName) -> Bool {
    one.description.lowercased() == other.description.lowercased()
  }
}
