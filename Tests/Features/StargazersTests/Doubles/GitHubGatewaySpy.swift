import Synchronization

@testable import Stargazers

/// Answers with the pages and profiles a test gives (anything else: status
/// 404) and records every call.
final class GitHubGatewaySpy: GitHubGateway {
  enum Call: Equatable, Sendable {
    case stargazers(RepositoryName, page: Int)
    case profile(Login)
  }

  private let pages: [Int: Result<[Stargazer], StargazersFailure>]
  private let profiles: [Login: Result<GitHubProfile, StargazersFailure>]
  private let recorded = Mutex<[Call]>([])

  init(
    pages: [Int: Result<[Stargazer], StargazersFailure>] = [:],
    profiles: [Login: Result<GitHubProfile, StargazersFailure>] = [:]
  ) {
    self.pages = pages
    self.profiles = profiles
  }

  var calls: [Call] { recorded.withLock { $0 } }

  func stargazers(of repository: RepositoryName, page: Int) async throws(StargazersFailure) -> [Stargazer] {
    recorded.withLock { $0.append(.stargazers(repository, page: page)) }
    return try (pages[page] ?? .failure(.badStatus(404))).get()
  }

  func profile(of login: Login) async throws(StargazersFailure) -> GitHubProfile {
    recorded.withLock { $0.append(.profile(login)) }
    return try (profiles[login] ?? .failure(.badStatus(404))).get()
  }
}
