import Synchronization

@testable import Onboarding

/// Records calls to the completion store; can be told to fail.
final class OnboardingCompletionStoreSpy: OnboardingCompletionStore {
  enum Call: Equatable, Sendable {
    case isCompleted
    case markCompleted
    case markNotCompleted
  }

  private let state: Mutex<(completed: Bool, calls: [Call], fails: Bool)>

  init(completed: Bool = false, fails: Bool = false) {
    state = Mutex((completed, [], fails))
  }

  var calls: [Call] { state.withLock { $0.calls } }

  func isCompleted() throws(OnboardingFailure) -> Bool {
    state.withLock { state in
      state.calls.append(.isCompleted)
      return state.completed
    }
  }

  func markCompleted() async throws(OnboardingFailure) {
    let fails = state.withLock { state in
      state.calls.append(.markCompleted)
      if !state.fails { state.completed = true }
      return state.fails
    }
    if fails { throw .storage("disk full") }
  }

  func markNotCompleted() async throws(OnboardingFailure) {
    let fails = state.withLock { state in
      state.calls.append(.markNotCompleted)
      if !state.fails { state.completed = false }
      return state.fails
    }
    if fails { throw .storage("disk full") }
  }
}
