import GRDB

/// The host's SQLite database: a WAL-mode file under the data directory, or
/// an in-memory database for throwaway runs and unit tests. Features bring
/// their own tables as migrations.
public struct AppDatabase: Sendable {
  public let writer: any DatabaseWriter

  /// Opens (creating if needed) the database file at `path` and migrates it.
  /// A `DatabasePool` uses WAL: a write is durable once its transaction has
  /// committed, even if the process is killed right after.
  public static func file(at path: String, migrations: [Migration]) throws -> AppDatabase {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    let pool = try DatabasePool(path: path, configuration: configuration)
    return try AppDatabase(writer: pool, migrations: migrations)
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
