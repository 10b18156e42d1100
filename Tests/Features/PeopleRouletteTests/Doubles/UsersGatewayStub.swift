import Synchronization

@testable import PeopleRoulette

/// Answers with the users or the error a test sets, recording each call.
final class UsersGatewayStub: UsersGateway {
  enum Call: Equatable { case users }

  private let state: Mutex<(result: Result<[User], PeopleRouletteFailure>, calls: [Call])>
  init(_ result: Result<[User], PeopleRouletteFailure>) { state = Mutex((result, [])) }

  var calls: [Call] { state.withLock { $0.calls } }
  /// What the next calls answer.
  func answer(_ result: Result<[User], PeopleRouletteFailure>) { state.withLock { $0.result = result } }

  func users() async throws(PeopleRouletteFailure) -> [User] {
    try state.withLock {
      $0.calls.append(.users)
      return $0.result
    }.get()
  }
}
