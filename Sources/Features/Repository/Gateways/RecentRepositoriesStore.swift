import Stargazers

/// The repositories the user opened, most recent first, at most `limit`,
/// kept across restarts. A database error is thrown as the picker's
/// `.storage` failure.
public protocol RecentRepositoriesStore: Sendable {
  func recent() throws(RepositoryFailure) -> [RepositoryName]
  /// Puts `repository` first (moving it if it was there), forgets the ones
  /// past the limit, and returns the new list once the change is durable.
  func remember(_ repository: RepositoryName) async throws(RepositoryFailure) -> [RepositoryName]
}
