import GRDB
import Persistence

/// One row per applied job in the host's SQLite database.
public struct SQLiteAppliedJobsStore: AppliedJobsStore {
  public static let migration = Migration("jobs.v1.applications") { db in
    try db.execute(sql: "CREATE TABLE job_application (job_id INTEGER PRIMARY KEY)")
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func appliedJobIDs() throws(JobsFailure) -> Set<JobID> {
    do {
      return try database.writer.read { db in
        let ids = try Int.fetchAll(db, sql: "SELECT job_id FROM job_application")
        return Set(ids.map { JobID($0) })
      }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }

  public func markApplied(_ job: JobID) async throws(JobsFailure) {
    try await write("INSERT OR IGNORE INTO job_application (job_id) VALUES (?)", job)
  }

  public func markWithdrawn(_ job: JobID) async throws(JobsFailure) {
    try await write("DELETE FROM job_application WHERE job_id = ?", job)
  }

  private func write(_ sql: String, _ job: JobID) async throws(JobsFailure) {
    do {
      try await database.writer.write { db in try db.execute(sql: sql, arguments: [job.rawValue]) }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }
}
