/// The part of the GitHub API the stargazers screens use; it throws the
/// feature's own failure, so nothing past it knows how GitHub is reached.
public protocol GitHubGateway: Sendable {
  /// One page (1-based) of the repository's stargazers.
  func stargazers(of repository: RepositoryName, page: Int) async throws(StargazersFailure) -> [Stargazer]
  func profile(of login: Login) async throws(StargazersFailure) -> GitHubProfile
}
