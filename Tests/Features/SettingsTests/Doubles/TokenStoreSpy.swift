import Synchronization

@testable import Settings

/// Keeps the token in memory and records what was asked (a save as its text,
/// so a test can tell which token arrived).
final class TokenStoreSpy: TokenStore {
  enum Call: Equatable, Sendable {
    case read
    case save(String)
    case forget
  }

  private let state: Mutex<(token: String?, calls: [Call], fails: Bool)>

  init(token: String? = nil, fails: Bool = false) { state = Mutex((token, [], fails)) }

  var calls: [Call] { state.withLock { $0.calls } }

  func token() throws(SettingsFailure) -> String? {
    state.withLock { state in
      state.calls.append(.read)
      return state.token
    }
  }

  func save(_ token: SecretText) async throws(SettingsFailure) {
    let fails = state.withLock { state in
      state.calls.append(.save(token.text))
      if !state.fails { state.token = token.text }
      return state.fails
    }
    if fails { throw .storage("read-only file system") }
  }

  func forget() async throws(SettingsFailure) {
    let fails = state.withLock { state in
      state.calls.append(.forget)
      if !state.fails { state.token = nil }
      return state.fails
    }
    if fails { throw .storage("read-only file system") }
  }
}
