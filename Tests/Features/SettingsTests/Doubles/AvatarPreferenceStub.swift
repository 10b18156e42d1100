import Synchronization

@testable import Settings

/// Keeps "show avatars" in memory as the test set it.
final class AvatarPreferenceStub: AvatarPreference {
  private let state: Mutex<Bool>

  init(on: Bool = true) { state = Mutex(on) }

  func showsAvatars() throws(SettingsFailure) -> Bool { state.withLock { $0 } }

  func setShowsAvatars(_ on: Bool) async throws(SettingsFailure) { state.withLock { $0 = on } }
}
