/// A GitHub account id.
public struct StargazerID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public var description: String { String(rawValue) }
  public static func < (lhs: StargazerID, rhs: StargazerID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A GitHub login (`octocat`): not just any string.
public struct Login: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
}

/// Where an account's avatar image is.
public struct AvatarURL: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
}

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
