import Synchronization

@testable import Settings

/// Keeps "show onboarding" in memory, records calls; can be told to fail.
final class OnboardingPreferenceSpy: OnboardingPreference {
  enum Call: Equatable, Sendable {
    case read
    case set(Bool)
  }

  private let state: Mutex<(on: Bool, calls: [Call], fails: Bool)>

  init(on: Bool = false, fails: Bool = false) { state = Mutex((on, [], fails)) }

  var calls: [Call] { state.withLock { $0.calls } }
  var on: Bool { state.withLock { $0.on } }

  func showsOnboardingAtNextLaunch() throws(SettingsFailure) -> Bool {
    let (on, fails) = state.withLock { state in
      state.calls.append(.read)
      return (state.on, state.fails)
    }
    if fails { throw .storage("disk full") }
    return on
  }

  func setShowsOnboardingAtNextLaunch(_ on: Bool) async throws(SettingsFailure) {
    let fails = state.withLock { state in
      state.calls.append(.set(on))
      if !state.fails { state.on = on }
      return state.fails
    }
    if fails { throw .storage("disk full") }
  }
}
