/// What the settings' effects report; the saved value, as the store has it
/// now. A token's text is never part of one (results show in the debug history).
public enum SettingsResult: Hashable, Sendable, Codable {
  case loaded(SavedSettings)
  case loadFailed(SettingsFailure)
  /// A toggle was saved: its state as the store has it now.
  case saved(SettingsToggle, Bool)
  case tokenSaved
  case tokenForgotten
  /// A save failed: what is shown is read again.
  case saveFailed(SettingsFailure)
}
