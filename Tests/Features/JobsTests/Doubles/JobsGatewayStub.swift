import Synchronization

@testable import Jobs

/// The server as a test sets it: answers with the jobs (or fails the
/// download), fails apply/withdraw with `failure` if set, and records calls.
final class JobsGatewayStub: JobsGateway {
  enum Call: Equatable {
    case jobs
    case apply(JobID)
    case withdraw(JobID)
  }

  private let state: Mutex<(jobs: Result<[Job], JobsFailure>, failure: JobsFailure?, calls: [Call])>

  init(jobs: [Job] = [], failing failure: JobsFailure? = nil) {
    state = Mutex((.success(jobs), failure, []))
  }

  func failDownloads(with error: JobsFailure) { state.withLock { $0.jobs = .failure(error) } }
  var calls: [Call] { state.withLock { $0.calls } }

  func jobs() async throws(JobsFailure) -> [Job] {
    try state.withLock { state in
      state.calls.append(.jobs)
      return state.jobs
    }.get()
  }

  func apply(to job: JobID) async throws(JobsFailure) { try record(.apply(job)) }
  func withdraw(from job: JobID) async throws(JobsFailure) { try record(.withdraw(job)) }

  private func record(_ call: Call) throws(JobsFailure) {
    let failure = state.withLock { state in
      state.calls.append(call)
      return state.failure
    }
    if let failure { throw failure }
  }
}
