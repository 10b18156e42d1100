import ViperKit

/// A stargazer's screen, worded and ready to render.
public struct UserViewModel: Equatable, Sendable {
  public var title: String
  public var avatarURL: String
  /// The avatar's description: the login, whatever the title says meanwhile.
  public var avatarLabel: String
  /// The profile, a line per known fact.
  public var details: String?
  public var refreshLabel: String
  public var refreshEnabled: Bool
  /// When the last fetch failed.
  public var alert: Alert?
  public var dismissLabel: String
}
