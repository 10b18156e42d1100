/// What the user did on the settings screen.
public enum SettingsIntent: Hashable, Sendable {
  case flipped(SettingsToggle, Bool)
  /// The token field's text (it came as `secret`).
  case tokenEdited(String)
  case saveTokenTapped
  case forgetTokenTapped
  case alertDismissed
}
