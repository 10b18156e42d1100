import ViperKit

/// A GitHub account id.
public typealias StargazerID = Tagged<Stargazer, Int>

/// A GitHub login (`octocat`): not just any string.
public typealias Login = Tagged<LoginTag, String>
public enum LoginTag {}

/// Where an account's avatar image is.
public typealias AvatarURL = Tagged<AvatarURLTag, String>
public enum AvatarURLTag {}

/// Someone who starred the repository.
public struct Stargazer: Hashable, Sendable {
  public let id: StargazerID
  public let login: Login
  public let avatarURL: AvatarURL

  public init(id: StargazerID, login: Login, avatarURL: AvatarURL) {
    self.id = id
    self.login = login
    self.avatarURL = avatarURL
  }
}

/// A repository, `owner/name`.
public struct RepositoryName: Hashable, Sendable, CustomStringConvertible {
  public let owner: String
  public let name: String

  /// Nil unless `text` is exactly `owner/name` with both parts non-empty.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) || $0 == "/" })
    else { return nil }
    owner = String(parts[0])
    name = String(parts[1])
  }

  public static let `default` = RepositoryName("Kuniwak/MirrorDiffKit")!

  public var description: String { "\(owner)/\(name)" }
}

/// What `GET users/{login}` adds to a stargazer.
public struct GitHubProfile: Hashable, Sendable {
  public let login: Login
  public let name: String?
  public let publicRepos: Int?
  public let followers: Int?

  public init(login: Login, name: String?, publicRepos: Int?, followers: Int?) {
    self.login = login
    self.name = name
    self.publicRepos = publicRepos
    self.followers = followers
  }
}
