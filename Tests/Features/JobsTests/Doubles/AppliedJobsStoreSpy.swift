import Synchronization

@testable import Jobs

/// The applied set in memory, its changes recorded; reads fail once
/// `failReads` is set.
final class AppliedJobsStoreSpy: AppliedJobsStore {
  enum Call: Equatable {
    case markApplied(JobID)
    case markWithdrawn(JobID)
  }

  private let state: Mutex<(applied: Set<JobID>, calls: [Call], failReads: Bool)>

  init(applied: Set<JobID> = []) { state = Mutex((applied, [], false)) }

  var calls: [Call] { state.withLock { $0.calls } }
  func failReads() { state.withLock { $0.failReads = true } }

  func appliedJobIDs() throws(JobsFailure) -> Set<JobID> {
    let (applied, fails) = state.withLock { ($0.applied, $0.failReads) }
    if fails { throw .storage(detail: "disk I/O error") }
    return applied
  }

  func markApplied(_ job: JobID) async throws(JobsFailure) {
    state.withLock {
      $0.applied.insert(job)
      $0.calls.append(.markApplied(job))
    }
  }

  func markWithdrawn(_ job: JobID) async throws(JobsFailure) {
    state.withLock {
      $0.applied.remove(job)
      $0.calls.append(.markWithdrawn(job))
    }
  }
}
