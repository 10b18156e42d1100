/// What the GitHub API answered: the results the effect handler reports to
/// both stargazers screens.
public enum StargazersResult: Hashable, Sendable {
  case pageLoaded(page: Int, [Stargazer])
  case pageFailed(StargazersFailure)
  case profileLoaded(GitHubProfile)
  case profileFailed(StargazersFailure)
}
