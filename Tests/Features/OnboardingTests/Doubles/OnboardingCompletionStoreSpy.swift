import Synchronization

@testable import Onboarding

/// Records calls to the completion store; can be told to fail.
final class OnboardingCompletionStoreSpy: OnboardingCompletionStore {
  enum Call: Equatable, Sendable {
    case isCompleted
    case markCompleted
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  private let state: Mutex<(completed: Bool, calls: [Call], fails: Bool)>

  init(completed: Bool = false, fails: Bool = false) {
    state = Mutex((completed, [], fails))
  }

  var calls: [Call] { state.withLock { $0.calls } }

  func isCompleted() throws -> Bool {
    state.withLock { state in
      state.calls.append(.isCompleted)
      return state.completed
    }
  }

  func markCompleted() async throws {
    try state.withLock { state in
      state.calls.append(.markCompleted)
      if state.fails { throw Failure() }
      state.completed = true
    }
  }
}
