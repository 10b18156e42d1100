import ViperKit

/// A GitHub account id.
public typealias StargazerID = Tagged<Stargazer, Int>

/// Where an account's avatar image is.
public typealias AvatarURL = Tagged<AvatarURLTag, String>
public enum AvatarURLTag {}

/// Someone who starred the repository.
public struct Stargazer: Hashable, Codable, Sendable {
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
