import Networking
import ViperKit

/// Runs the job board's effects against the server and the local database.
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

  public func run(_ effect: JobsEffect) async -> JobsEvent? {
    switch effect {
    case .downloadJobs:
      do {
        let remote = try await gateway.jobs()
        let local = try store.appliedJobIDs()
        let merged = remote.map { job in
          Job(id: job.id, name: job.name, applied: job.applied || local.contains(job.id))
        }
        for job in remote where job.applied && !local.contains(job.id) { try await store.markApplied(job.id) }
        return .jobsDownloaded(merged)
      } catch let error as GatewayError {
        return .errorArose(JobsAlert(title: error.title, message: error.description))
      } catch {
        return .errorArose(Self.storageAlert(error))
      }
    case .markJobAsApplied(let id):
      return await change(id, applied: true)
    case .markJobAsWithdrawn(let id):
      return await change(id, applied: false)
    case .loadApplications:
      do {
        return .applicationsLoaded(try store.appliedJobIDs())
      } catch {
        return .errorArose(Self.storageAlert(error))
      }
    }
  }

  /// An application the server may already have accepted is saved even if
  /// the screen closes meanwhile; downloads and reads stop with the screen.
  public func lifetime(of effect: JobsEffect) -> EffectLifetime {
    switch effect {
    case .markJobAsApplied, .markJobAsWithdrawn: .outlivesView
    case .downloadJobs, .loadApplications: .cancelledWithView
    }
  }

  private func change(_ id: JobID, applied: Bool) async -> JobsEvent {
    do {
      if applied {
        try await gateway.apply(to: id)
        try await store.markApplied(id)
      } else {
        try await gateway.withdraw(from: id)
        try await store.markWithdrawn(id)
      }
      return .applicationChanged(id, applied: applied)
    } catch let error as GatewayError {
      return .applicationFailed(id, JobsAlert(title: error.title, message: error.description))
    } catch {
      return .applicationFailed(id, Self.storageAlert(error))
    }
  }

  private static func storageAlert(_ error: any Error) -> JobsAlert {
    JobsAlert(title: "Storage Failure", message: "Could not use the local database: \(error)")
  }
}
