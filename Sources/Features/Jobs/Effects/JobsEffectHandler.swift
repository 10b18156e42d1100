import ViperKit

/// Runs the job board's effects against the server and the local database
/// (both throw the board's own `JobsFailure`).
///
/// Applications are recorded locally only after the server accepted them, so
/// the database never claims more than the server was told. A download
/// reconciles the two: a job is applied if the server or the database says
/// so, and the database learns what the server knew.
public struct JobsEffectHandler: EffectHandler {
  private let gateway: any JobsGateway
  private let store: any AppliedJobsStore

  public init(gateway: any JobsGateway, store: any AppliedJobsStore) {
    self.gateway = gateway
    self.store = store
  }

  public func run(_ effect: JobsEffect) async -> JobsResult? {
    switch effect {
    case .downloadJobs:
      do throws(JobsFailure) {
        return .jobsLoaded(try await download())
      } catch {
        return .downloadFailed(error)
      }
    case .markJobAsApplied(let id):
      return await save(id, applied: true)
    case .markJobAsWithdrawn(let id):
      return await save(id, applied: false)
    case .submitApplication(let application):
      do throws(JobsFailure) {
        try await gateway.apply(to: application.job)
        try await store.saveApplication(application)
        return .applicationSaved(application.job, applied: true)
      } catch {
        return .applicationFailed(application.job, error)
      }
    case .loadApplications:
      do throws(JobsFailure) {
        return .applicationsLoaded(try store.appliedJobIDs())
      } catch {
        return .applicationsLoadFailed(error)
      }
    }
  }

  /// An application the server may already have accepted is saved even if
  /// the screen closes meanwhile; downloads and reads stop with the screen.
  public func lifetime(of effect: JobsEffect) -> EffectLifetime {
    switch effect {
    case .markJobAsApplied, .markJobAsWithdrawn, .submitApplication: .outlivesView
    case .downloadJobs, .loadApplications: .cancelledWithView
    }
  }

  private func download() async throws(JobsFailure) -> [Job] {
    let remote = try await gateway.jobs()
    let local = try store.appliedJobIDs()
    for job in remote where job.applied && !local.contains(job.id) { try await store.markApplied(job.id) }
    return remote.map { job in Job(id: job.id, name: job.name, applied: job.applied || local.contains(job.id)) }
  }

  private func save(_ id: JobID, applied: Bool) async -> JobsResult {
    do throws(JobsFailure) {
      if applied {
        try await gateway.apply(to: id)
        try await store.markApplied(id)
      } else {
        try await gateway.withdraw(from: id)
        try await store.markWithdrawn(id)
      }
      return .applicationSaved(id, applied: applied)
    } catch {
      return .applicationFailed(id, error)
    }
  }
}
