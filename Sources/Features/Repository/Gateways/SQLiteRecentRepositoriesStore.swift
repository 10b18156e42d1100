import GRDB
import Persistence
import Stargazers

/// One row per remembered repository in the host's SQLite database, ordered
/// by a counter that grows with each opening (no clock: two openings in one
/// second keep their order).
public struct SQLiteRecentRepositoriesStore: RecentRepositoriesStore {
  public static let migration = Migration("repository.v1.recent") { db in
    // NOCASE: GitHub's names ignore case (they are ASCII), so one repository is one row.
    try db.execute(
      sql: "CREATE TABLE recent_repository (repository TEXT PRIMARY KEY COLLATE NOCASE, opened INTEGER NOT NULL)")
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func recent() throws(RepositoryFailure) -> [RepositoryName] {
    do {
      return try database.writer.read(Self.read)
    } catch {
      throw .storage(detail: "\(error)")
    }
  }

  public func remember(_ repository: RepositoryName) async throws(RepositoryFailure) -> [RepositoryName] {
    do {
      return try await database.writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO recent_repository (repository, opened)
            VALUES (?, (SELECT COALESCE(MAX(opened), 0) + 1 FROM recent_repository))
            ON CONFLICT (repository) DO UPDATE SET repository = excluded.repository, opened = excluded.opened
            """,
          arguments: [repository.description])
        try db.execute(
          sql: """
            DELETE FROM recent_repository WHERE repository NOT IN
              (SELECT repository FROM recent_repository ORDER BY opened DESC LIMIT ?)
            """,
          arguments: [RecentRepositories.limit])
        return try Self.read(db)
      }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }

  /// The rows, most recent first; a row that is no repository (written by
  /// hand) is skipped.
  private static func read(_ db: Database) throws -> [RepositoryName] {
    try String.fetchAll(
      db, sql: "SELECT repository FROM recent_repository ORDER BY opened DESC LIMIT ?",
      arguments: [RecentRepositories.limit]
    ).compactMap(RepositoryName.init)
  }
}
