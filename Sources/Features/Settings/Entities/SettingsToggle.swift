/// The settings that are on or off.
public enum SettingsToggle: String, Hashable, Sendable, Codable, CaseIterable {
  /// Onboarding opens at the next start.
  case showOnboarding
  /// Lists show their rows' avatars.
  case showAvatars
}

extension SavedSettings {
  public subscript(toggle: SettingsToggle) -> Bool {
    get {
      switch toggle {
      case .showOnboarding: showOnboarding
      case .showAvatars: showAvatars
      }
    }
    set {
      switch toggle {
      case .showOnboarding: showOnboarding = newValue
      case .showAvatars: showAvatars = newValue
      }
    }
  }
}
