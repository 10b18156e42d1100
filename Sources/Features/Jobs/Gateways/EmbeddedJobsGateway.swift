import Networking
import ViperKit

/// The job board the host ships, so it runs offline: six jobs, kept in
/// memory like a server that forgets on restart (the database does not).
public final class EmbeddedJobsGateway: JobsGateway {
  public static let fixtureJobs = [
    Job(id: JobID(1), name: "iOS Engineer", applied: false),
    Job(id: JobID(2), name: "Android Engineer", applied: false),
    Job(id: JobID(3), name: "Backend Engineer (Swift)", applied: false),
    Job(id: JobID(4), name: "Product Designer", applied: false),
    Job(id: JobID(5), name: "QA Engineer", applied: false),
    Job(id: JobID(6), name: "Engineering Manager", applied: false),
  ]

  private let board: Locked<[Job]>

  public init(jobs: [Job] = EmbeddedJobsGateway.fixtureJobs) { board = Locked(jobs) }

  public func jobs() async throws(GatewayError) -> [Job] { board.withLock { $0 } }

  public func apply(to job: JobID) async throws(GatewayError) { try set(job, applied: true) }

  public func withdraw(from job: JobID) async throws(GatewayError) { try set(job, applied: false) }

  private func set(_ id: JobID, applied: Bool) throws(GatewayError) {
    let found = board.withLock { jobs in
      guard let index = jobs.firstIndex(where: { $0.id == id }) else { return false }
      jobs[index].applied = applied
      return true
    }
    if !found { throw .badStatus(404) }
  }
}
