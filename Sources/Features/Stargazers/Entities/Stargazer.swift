import ViperKit

/// A GitHub account id.
public typealias StargazerID = Tagged<Stargazer, Int>

/// A GitHub login (`octocat`): not just any string.
public typealias Login = Tagged<LoginTag, String>
public enum LoginTag {}

extension Tagged where Tag == LoginTag, RawValue == String {
  /// Whether this is a login GitHub could have issued: 1 to 39 ASCII letters,
  /// digits or single hyphens, not starting or ending with a hyphen. Only a
  /// valid login is ever put in a request.
  public var isValid: Bool { GitHubName.isAccount(rawValue) }
}

/// GitHub's rules for the names that go into request paths.
public enum GitHubName {
  /// A login or an owner: 1–39 of `A-Z a-z 0-9` and single inner hyphens.
  public static func isAccount(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard (1...39).contains(bytes.count), bytes.first != hyphen, bytes.last != hyphen else { return false }
    for (index, byte) in bytes.enumerated() {
      if byte == hyphen {
        if bytes[index - 1] == hyphen { return false }
      } else if !isAlphanumeric(byte) {
        return false
      }
    }
    return true
  }

  /// A repository name: 1–100 of `A-Z a-z 0-9 . _ -`, and not `.` or `..`.
  public static func isRepository(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard (1...100).contains(bytes.count), text != ".", text != ".." else { return false }
    return bytes.allSatisfy { isAlphanumeric($0) || $0 == hyphen || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
  }

  private static let hyphen = UInt8(ascii: "-")

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }
}

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

  /// Whether the user screen can open it: only with a valid login (a server
  /// may send anything; an invalid login never becomes a request).
  public var canOpen: Bool { login.isValid }
}

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
