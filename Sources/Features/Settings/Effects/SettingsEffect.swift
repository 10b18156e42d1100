/// The work the settings screen asks the host to run.
public enum SettingsEffect: Hashable, Sendable {
  /// Read every setting.
  case load
  case saveShowOnboarding(Bool)
  case saveShowAvatars(Bool)
  /// Save the typed token (it prints as `********`).
  case saveToken(SecretText)
  case forgetToken
}
