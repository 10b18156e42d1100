import Synchronization

@testable import Jobs

/// The applied set and the forms in memory, its changes recorded; reads fail
/// once `failReads` is set, writes once `failWrites` is.
final class AppliedJobsStoreSpy: AppliedJobsStore {
  enum Call: Equatable {
    case markApplied(JobID)
    case saveApplication(Application)
    case markWithdrawn(JobID)
  }

  private struct State {
    var applied: Set<JobID>
    var forms: [JobID: Application] = [:]
    var calls: [Call] = []
    var failReads = false
    var failWrites: JobsFailure?
  }

  private let state: Mutex<State>

  init(applied: Set<JobID> = []) { state = Mutex(State(applied: applied)) }

  var calls: [Call] { state.withLock { $0.calls } }
  func failReads() { state.withLock { $0.failReads = true } }
  func failWrites(with failure: JobsFailure) { state.withLock { $0.failWrites = failure } }

  func appliedJobIDs() throws(JobsFailure) -> Set<JobID> {
    let (applied, fails) = state.withLock { ($0.applied, $0.failReads) }
    if fails { throw .storage(detail: "disk I/O error") }
    return applied
  }

  func application(for job: JobID) throws(JobsFailure) -> Application? {
    let (form, fails) = state.withLock { ($0.forms[job], $0.failReads) }
    if fails { throw .storage(detail: "disk I/O error") }
    return form
  }

  func markApplied(_ job: JobID) async throws(JobsFailure) {
    try change(.markApplied(job)) { $0.applied.insert(job) }
  }

  func saveApplication(_ application: Application) async throws(JobsFailure) {
    try change(.saveApplication(application)) {
      $0.applied.insert(application.job)
      $0.forms[application.job] = application
    }
  }

  func markWithdrawn(_ job: JobID) async throws(JobsFailure) {
    try change(.markWithdrawn(job)) {
      $0.applied.remove(job)
      $0.forms[job] = nil
    }
  }

  /// Records the call; applies it unless writes fail.
  private func change(_ call: Call, _ apply: (inout State) -> Void) throws(JobsFailure) {
    let failure: JobsFailure? = state.withLock {
      $0.calls.append(call)
      if let failure = $0.failWrites { return failure }
      apply(&$0)
      return nil
    }
    if let failure { throw failure }
  }
}
