import Networking
import Synchronization

@testable import PeopleRoulette

/// Answers with the users or the error a test sets.
final class UsersGatewayStub: UsersGateway {
  private let result: Mutex<Result<[User], GatewayError>>
  init(_ result: Result<[User], GatewayError>) { self.result = Mutex(result) }
  func users() async throws(GatewayError) -> [User] { try result.withLock { $0 }.get() }
}

/// The cache in memory, recording replacements.
final class UsersCacheSpy: UsersCache {
  private let state: Mutex<(users: [User], replacements: Int)>
  init(users: [User] = []) { state = Mutex((users, 0)) }
  var replacements: Int { state.withLock { $0.replacements } }
  func replaceAll(with users: [User]) async throws {
    state.withLock {
      $0.users = users
      $0.replacements += 1
    }
  }
  func all() throws -> [User] { state.withLock { $0.users } }
}

func makeUsers(_ count: Int) -> [User] {
  (1...max(count, 1)).prefix(count).map {
    User(
      id: UserID($0), name: "Person \($0)", username: "p\($0)", email: "p\($0)@example.org",
      companyName: $0 % 2 == 0 ? nil : "Company \($0)")
  }
}
