/// Why a setting could not be read or saved, in the feature's own terms: the
/// stores throw it, the interactor keeps it, the presenter words it.
public enum SettingsFailure: Error, Hashable, Sendable, Codable {
  /// The database or the token file failed; the reason.
  case storage(String)
}
