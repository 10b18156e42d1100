/// Where the GitHub token comes from, asked at every request (so a token
/// saved while the host runs is used by the next one). Nil or empty: no
/// Authorization header.
public protocol GitHubCredentials: Sendable {
  func token() -> String?
}

/// One token for the host's lifetime (or none).
public struct FixedGitHubToken: GitHubCredentials {
  private let value: String?

  public init(_ value: String?) { self.value = value }

  public func token() -> String? { value }
}
