import Networking
import Synchronization

@testable import Jobs

/// Answers with the jobs (or the error) a test sets, and records apply/withdraw calls.
final class JobsGatewayStub: JobsGateway {
  private let state: Mutex<(jobs: Result<[Job], GatewayError>, failure: GatewayError?, calls: [String])>

  init(jobs: [Job] = [], failing failure: GatewayError? = nil) {
    state = Mutex((.success(jobs), failure, []))
  }

  func failDownloads(with error: GatewayError) { state.withLock { $0.jobs = .failure(error) } }
  var calls: [String] { state.withLock { $0.calls } }

  func jobs() async throws(GatewayError) -> [Job] {
    try state.withLock { state in
      state.calls.append("jobs")
      return state.jobs
    }.get()
  }

  func apply(to job: JobID) async throws(GatewayError) { try record("apply \(job)") }
  func withdraw(from job: JobID) async throws(GatewayError) { try record("withdraw \(job)") }

  private func record(_ call: String) throws(GatewayError) {
    let failure = state.withLock { state in
      state.calls.append(call)
      return state.failure
    }
    if let failure { throw failure }
  }
}

/// The applied set in memory, with its calls recorded.
final class AppliedJobsStoreSpy: AppliedJobsStore {
  private let state: Mutex<(applied: Set<JobID>, calls: [String])>
  init(applied: Set<JobID> = []) { state = Mutex((applied, [])) }
  var calls: [String] { state.withLock { $0.calls } }
  func appliedJobIDs() throws -> Set<JobID> { state.withLock { $0.applied } }
  func markApplied(_ job: JobID) async throws {
    state.withLock {
      $0.applied.insert(job)
      $0.calls.append("applied \(job)")
    }
  }
  func markWithdrawn(_ job: JobID) async throws {
    state.withLock {
      $0.applied.remove(job)
      $0.calls.append("withdrawn \(job)")
    }
  }
}
