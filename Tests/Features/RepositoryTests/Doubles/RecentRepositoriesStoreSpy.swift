import Stargazers
import Synchronization

@testable import Repository

/// The recent list in memory (with the real rule of `RecentRepositories`),
/// its writes recorded; every call fails once `fail` is set.
final class RecentRepositoriesStoreSpy: RecentRepositoriesStore {
  enum Call: Equatable {
    case remember(RepositoryName)
  }

  private let state: Mutex<(list: [RepositoryName], calls: [Call], fails: Bool)>

  init(_ list: [RepositoryName] = []) { state = Mutex((list, [], false)) }

  var calls: [Call] { state.withLock { $0.calls } }
  var list: [RepositoryName] { state.withLock { $0.list } }
  func fail() { state.withLock { $0.fails = true } }

  func recent() throws(RepositoryFailure) -> [RepositoryName] {
    let (list, fails) = state.withLock { ($0.list, $0.fails) }
    if fails { throw .storage(detail: "disk I/O error") }
    return list
  }

  func remember(_ repository: RepositoryName) async throws(RepositoryFailure) -> [RepositoryName] {
    let (list, fails) = state.withLock { state in
      state.calls.append(.remember(repository))
      if !state.fails { state.list = RecentRepositories.opening(repository, after: state.list) }
      return (state.list, state.fails)
    }
    if fails { throw .storage(detail: "disk I/O error") }
    return list
  }
}
