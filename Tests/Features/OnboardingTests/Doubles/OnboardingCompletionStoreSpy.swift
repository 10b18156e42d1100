import Synchronization

@testable import Onboarding

/// Records calls to the completion store; can be told to fail.
final class OnboardingCompletionStoreSpy: OnboardingCompletionStore {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  private let state: Mutex<(completed: Bool, markCalls: Int, fails: Bool)>

  init(completed: Bool = false, fails: Bool = false) {
    state = Mutex((completed, 0, fails))
  }

  var markCalls: Int { state.withLock { $0.markCalls } }

  func isCompleted() throws -> Bool { state.withLock { $0.completed } }

  func markCompleted() async throws {
    try state.withLock { state in
      state.markCalls += 1
      if state.fails { throw Failure() }
      state.completed = true
    }
  }
}
