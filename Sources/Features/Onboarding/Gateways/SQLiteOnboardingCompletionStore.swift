import GRDB
import Persistence

/// The completion flag in the host's SQLite database: one row, written in
/// its own transaction.
public struct SQLiteOnboardingCompletionStore: OnboardingCompletionStore {
  public static let migration = Migration("onboarding.v1.completion") { db in
    try db.execute(
      sql: """
        CREATE TABLE onboarding_completion (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          completed INTEGER NOT NULL
        )
        """)
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func isCompleted() throws(OnboardingFailure) -> Bool {
    do {
      return try database.writer.read { db in
        try Bool.fetchOne(db, sql: "SELECT completed FROM onboarding_completion WHERE id = 1") ?? false
      }
    } catch {
      throw .storage(String(describing: error))
    }
  }

  public func markCompleted() async throws(OnboardingFailure) {
    try await write(completed: true)
  }

  public func markNotCompleted() async throws(OnboardingFailure) {
    try await write(completed: false)
  }

  private func write(completed: Bool) async throws(OnboardingFailure) {
    do {
      try await database.writer.write { db in
        try db.execute(
          sql: "INSERT OR REPLACE INTO onboarding_completion (id, completed) VALUES (1, ?)", arguments: [completed])
      }
    } catch {
      throw .storage(String(describing: error))
    }
  }
}
