import Synchronization

@testable import Stargazers

/// Gives the token the test set last (the settings changing it while the host runs).
final class GitHubCredentialsStub: GitHubCredentials {
  private let value: Mutex<String?>

  init(_ token: String?) { value = Mutex(token) }

  func set(_ token: String?) { value.withLock { $0 = token } }

  func token() -> String? { value.withLock { $0 } }
}
