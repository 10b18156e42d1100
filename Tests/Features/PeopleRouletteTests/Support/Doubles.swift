import Networking
import Synchronization

@testable import PeopleRoulette

/// Answers with the users or the error a test sets, recording each call.
final class UsersGatewayStub: UsersGateway {
  enum Call: Equatable { case users }

  private let state: Mutex<(result: Result<[User], GatewayError>, calls: [Call])>
  init(_ result: Result<[User], GatewayError>) { state = Mutex((result, [])) }

  var calls: [Call] { state.withLock { $0.calls } }
  /// What the next calls answer.
  func answer(_ result: Result<[User], GatewayError>) { state.withLock { $0.result = result } }

  func users() async throws(GatewayError) -> [User] {
    try state.withLock {
      $0.calls.append(.users)
      return $0.result
    }.get()
  }
}

/// The cache in memory, recording each call; it can be told to fail writes.
final class UsersCacheSpy: UsersCache {
  enum Call: Equatable {
    case replaceAll([User])
    case all
  }

  struct WriteFailed: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  private let state: Mutex<(users: [User], calls: [Call])>
  private let failsWrites: Bool

  init(users: [User] = [], failsWrites: Bool = false) {
    state = Mutex((users, []))
    self.failsWrites = failsWrites
  }

  var calls: [Call] { state.withLock { $0.calls } }

  func replaceAll(with users: [User]) async throws {
    try state.withLock {
      $0.calls.append(.replaceAll(users))
      if failsWrites { throw WriteFailed() }
      $0.users = users
    }
  }

  func all() throws -> [User] {
    state.withLock {
      $0.calls.append(.all)
      return $0.users
    }
  }
}

/// `count` people, ids 1 … count; the odd ones have a company.
func makeUsers(_ count: Int) -> [User] {
  (0..<count).map { index in
    let number = index + 1
    return User(
      id: UserID(number), name: "Person \(number)", username: "p\(number)", email: "p\(number)@example.org",
      companyName: number % 2 == 0 ? nil : "Company \(number)")
  }
}
