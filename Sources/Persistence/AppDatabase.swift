import GRDB

/// The host's SQLite database: a WAL-mode file under the data directory, or
/// an in-memory database for throwaway runs and unit tests. Features bring
/// their own tables as migrations.
public struct AppDatabase: Sendable {
  public let writer: any DatabaseWriter

  /// Opens (creating if needed) the database file at `path` and migrates it.
  /// One connection in WAL mode with full synchronous commits: a write is
  /// durable once its transaction has committed, even if the process is
  /// killed right after. (One host serves one frontend: a pool of reader
  /// connections would cost memory and start-up time for nothing.)
  public static func file(at path: String, migrations: [Migration]) throws -> AppDatabase {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    return try AppDatabase(writer: queue, migrations: migrations)
  }

  public static func inMemory(migrations: [Migration]) throws -> AppDatabase {
    try AppDatabase(writer: DatabaseQueue(), migrations: migrations)
  }

  private init(writer: any DatabaseWriter, migrations: [Migration]) throws {
    var migrator = DatabaseMigrator()
    for migration in migrations {
      migrator.registerMigration(migration.identifier, migrate: migration.migrate)
    }
    try migrator.migrate(writer)
    self.writer = writer
  }
}
