import GRDB
import Persistence

/// One row per applied job in the host's SQLite database, and one per form
/// sent (`job_application_form`, keyed by the job, so a second form for a job
/// replaces the first). Withdrawing deletes both.
public struct SQLiteAppliedJobsStore: AppliedJobsStore {
  public static let migration = Migration("jobs.v1.applications") { db in
    try db.execute(sql: "CREATE TABLE job_application (job_id INTEGER PRIMARY KEY)")
  }

  public static let formsMigration = Migration("jobs.v2.application-forms") { db in
    try db.execute(
      sql: """
        CREATE TABLE job_application_form (
          job_id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL,
          cover_letter TEXT NOT NULL, share_github_login BOOLEAN NOT NULL)
        """)
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

  public func application(for job: JobID) throws(JobsFailure) -> Application? {
    do {
      return try database.writer.read { db in
        let sql = """
          SELECT name, email, cover_letter, share_github_login FROM job_application_form WHERE job_id = ?
          """
        return try Row.fetchOne(db, sql: sql, arguments: [job.rawValue]).map { row in
          Application(
            job: job, name: row["name"], email: row["email"], coverLetter: row["cover_letter"],
            shareGitHubLogin: row["share_github_login"])
        }
      }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }

  public func markApplied(_ job: JobID) async throws(JobsFailure) {
    try await write { db in
      try db.execute(sql: "INSERT OR IGNORE INTO job_application (job_id) VALUES (?)", arguments: [job.rawValue])
    }
  }

  public func saveApplication(_ application: Application) async throws(JobsFailure) {
    try await write { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO job_application (job_id) VALUES (?)", arguments: [application.job.rawValue])
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO job_application_form (job_id, name, email, cover_letter, share_github_login)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [
          application.job.rawValue, application.name, application.email, application.coverLetter,
          application.shareGitHubLogin,
        ])
    }
  }

  public func markWithdrawn(_ job: JobID) async throws(JobsFailure) {
    try await write { db in
      try db.execute(sql: "DELETE FROM job_application WHERE job_id = ?", arguments: [job.rawValue])
      try db.execute(sql: "DELETE FROM job_application_form WHERE job_id = ?", arguments: [job.rawValue])
    }
  }

  /// One transaction: all of `changes`, or none.
  private func write(_ changes: @escaping @Sendable (Database) throws -> Void) async throws(JobsFailure) {
    do {
      try await database.writer.write { db in try changes(db) }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }
}
