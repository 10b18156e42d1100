@testable import Settings

extension SavedSettings {
  /// A fresh data directory: onboarding done, avatars on, no token.
  static let fresh = SavedSettings(showOnboarding: false, showAvatars: true, tokenSaved: false, environmentToken: false)
}
