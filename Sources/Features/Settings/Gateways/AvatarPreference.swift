/// Whether lists show avatars (on unless turned off).
public protocol AvatarPreference: Sendable {
  func showsAvatars() throws(SettingsFailure) -> Bool
  /// Returns once the choice is durable.
  func setShowsAvatars(_ on: Bool) async throws(SettingsFailure)
}
