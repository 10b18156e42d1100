import ViperKit

/// The settings as shown; nil toggles while they are read.
public struct SettingsViewModel: Equatable, Sendable {
  public var loadingLabel: String?
  public var showOnboarding: Bool?
  public var showAvatars: Bool?
  /// The typed token (never sent: the field is secure).
  public var tokenDraft: String
  /// Whether a token is saved, and which one requests use.
  public var tokenStatus: String
  public var tokenError: String?
  public var savingToken: Bool
  public var canForget: Bool
  public var alert: Alert?
}
