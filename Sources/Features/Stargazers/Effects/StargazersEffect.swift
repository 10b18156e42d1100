/// What the stargazers screens ask of the GitHub API.
public enum StargazersEffect: Hashable, Sendable {
  case fetchPage(RepositoryName, page: Int)
  case fetchProfile(Login)
}
