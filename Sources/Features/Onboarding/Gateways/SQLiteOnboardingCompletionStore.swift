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

  public func isCompleted() throws -> Bool {
    try database.writer.read { db in
      try Bool.fetchOne(db, sql: "SELECT completed FROM onboarding_completion WHERE id = 1") ?? false
    }
  }

  public func markCompleted() async throws {
    try await database.writer.write { db in
      try db.execute(sql: "INSERT OR REPLACE INTO onboarding_completion (id, completed) VALUES (1, 1)")
    }
  }
}
