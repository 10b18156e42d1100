/// The work the settings screen asks the host to run.
public enum SettingsEffect: Hashable, Sendable {
  /// Read every setting.
  case load
  /// Save a toggle's new state.
  case save(SettingsToggle, Bool)
  /// Save the typed token (it prints as `********`).
  case saveToken(SecretText)
  case forgetToken
}
