import Networking
import ViperKit

/// Runs the job board's effects against the server and the local database,
/// and turns their errors into the board's own `JobsFailure`.
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
      do {
        return .jobsLoaded(try await download())
      } catch {
        return .downloadFailed(Self.failure(error))
      }
    case .markJobAsApplied(let id):
      return await save(id, applied: true)
    case .markJobAsWithdrawn(let id):
      return await save(id, applied: false)
    case .loadApplications:
      do {
        return .applicationsLoaded(try store.appliedJobIDs())
      } catch {
        return .applicationsLoadFailed(Self.failure(error))
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

  private func download() async throws -> [Job] {
    let remote = try await gateway.jobs()
    let local = try store.appliedJobIDs()
    for job in remote where job.applied && !local.contains(job.id) { try await store.markApplied(job.id) }
    return remote.map { job in Job(id: job.id, name: job.name, applied: job.applied || local.contains(job.id)) }
  }

  private func save(_ id: JobID, applied: Bool) async -> JobsResult {
    do {
      if applied {
        try await gateway.apply(to: id)
        try await store.markApplied(id)
      } else {
        try await gateway.withdraw(from: id)
        try await store.markWithdrawn(id)
      }
      return .applicationSaved(id, applied: applied)
    } catch {
      return .applicationFailed(id, Self.failure(error))
    }
  }

  /// The gateway throws only `GatewayError`; anything else came from the
  /// database.
  static func failure(_ error: any Error) -> JobsFailure {
    guard let error = error as? GatewayError else { return .storage(detail: "\(error)") }
    switch error {
    case .offline, .timedOut: return .unreachable(detail: error.description)
    case .badStatus, .unreadable, .empty: return .badAnswer(detail: error.description)
    }
  }
}
