/// The settings as the stores have them.
public struct SavedSettings: Hashable, Sendable, Codable {
  /// Onboarding opens at the next start with this data directory.
  public var showOnboarding: Bool
  /// Lists show their rows' avatars.
  public var showAvatars: Bool
  /// A GitHub token is saved (its text is never part of this value).
  public var tokenSaved: Bool
  /// `GITHUB_TOKEN` is set in the host's environment: it wins over the saved token.
  public var environmentToken: Bool

  public init(showOnboarding: Bool, showAvatars: Bool, tokenSaved: Bool, environmentToken: Bool) {
    self.showOnboarding = showOnboarding
    self.showAvatars = showAvatars
    self.tokenSaved = tokenSaved
    self.environmentToken = environmentToken
  }
}
