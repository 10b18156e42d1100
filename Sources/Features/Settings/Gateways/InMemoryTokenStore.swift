import Synchronization

/// The token in memory only, for `--in-memory`: nothing is written to disk.
public final class InMemoryTokenStore: TokenStore {
  private let saved = Mutex<String?>(nil)

  public init() {}

  public func token() throws(SettingsFailure) -> String? { saved.withLock { $0 } }

  public func save(_ token: SecretText) async throws(SettingsFailure) { saved.withLock { $0 = token.text } }

  public func forget() async throws(SettingsFailure) { saved.withLock { $0 = nil } }
}
