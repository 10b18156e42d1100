/// A repository, `owner/name`.
public struct RepositoryName: Hashable, Sendable, CustomStringConvertible {
  public let owner: String
  public let name: String

  /// Nil unless `text` is exactly `owner/name`, the owner a valid account
  /// name and the name a valid repository name (see `GitHubName`).
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, GitHubName.isAccount(String(parts[0])), GitHubName.isRepository(String(parts[1]))
    else { return nil }
    owner = String(parts[0])
    name = String(parts[1])
  }

  public static let `default` = RepositoryName("Kuniwak/MirrorDiffKit")!

  public var description: String { "\(owner)/\(name)" }
}
