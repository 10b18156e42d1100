import Synchronization

@testable import PeopleRoulette

/// The cache in memory, recording each call; it can be told to fail
/// writes (as the SQLite cache reports a full disk).
final class UsersCacheSpy: UsersCache {
  enum Call: Equatable {
    case replaceAll([User])
    case all
  }

  private let state: Mutex<(users: [User], calls: [Call])>
  private let failsWrites: Bool

  init(users: [User] = [], failsWrites: Bool = false) {
    state = Mutex((users, []))
    self.failsWrites = failsWrites
  }

  var calls: [Call] { state.withLock { $0.calls } }

  func replaceAll(with users: [User]) async throws(PeopleRouletteFailure) {
    state.withLock {
      $0.calls.append(.replaceAll(users))
      if !failsWrites { $0.users = users }
    }
    if failsWrites { throw .storage("the disk is full") }
  }

  func all() throws(PeopleRouletteFailure) -> [User] {
    state.withLock {
      $0.calls.append(.all)
      return $0.users
    }
  }
}
