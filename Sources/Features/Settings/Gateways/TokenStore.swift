/// Keeps the GitHub token the user saved. Its text leaves the store only
/// through `token()`, for a request.
public protocol TokenStore: Sendable {
  /// The saved token; nil when none is saved.
  func token() throws(SettingsFailure) -> String?
  /// Replaces the saved token; returns once it is durable.
  func save(_ token: SecretText) async throws(SettingsFailure)
  /// Deletes the saved token (none saved: nothing to do).
  func forget() async throws(SettingsFailure)
}
