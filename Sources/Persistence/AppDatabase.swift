import GRDB
import Synchronization

/// The host's SQLite database: a WAL-mode file under the data directory, or
/// an in-memory database for throwaway runs and unit tests. Features bring
/// their own tables as migrations.
public struct AppDatabase: Sendable {
  private let connection: Connection

  /// The migrated database. An in-memory one is made on first use: a host
  /// whose frontend opens nothing that stores data never pays for SQLite
  /// and the migrations (a fifth of its start-up, issue #31).
  public var writer: any DatabaseWriter {
    get throws { try connection.writer() }
  }

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
    // A file is opened and migrated at once: a data directory that cannot hold it stops the start.
    return AppDatabase(connection: Connection(opened: try migrated(queue, migrations)))
  }

  /// Made on first use; a failure to make it (there is none but memory) is
  /// thrown there. Declared `throws` as `file(at:migrations:)` is, so callers
  /// need not care which kind they hold.
  public static func inMemory(migrations: [Migration]) throws -> AppDatabase {
    AppDatabase(connection: Connection { try migrated(DatabaseQueue(), migrations) })
  }

  /// Moves the log's pages into the file and empties the log, if the
  /// database was opened. At exit: the next start then has no write-ahead
  /// log to read back. A normal access, so it waits for one in flight.
  public func checkpoint() {
    guard let writer = connection.openedWriter() else { return }
    _ = try? writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
  }

  /// Migrated, and stamped in `user_version` with the migrations' names: a
  /// database stamped by the same list skips the migrator (a fifth of a
  /// start on a data directory, issue #31); a new migration changes the
  /// stamp, and GRDB's table of applied ones still decides what runs.
  private static func migrated(_ writer: any DatabaseWriter, _ migrations: [Migration]) throws -> any DatabaseWriter {
    let stamp = schemaStamp(migrations.map(\.identifier))
    if try writer.read({ db in try Int32.fetchOne(db, sql: "PRAGMA user_version") }) == stamp { return writer }
    var migrator = DatabaseMigrator()
    for migration in migrations {
      migrator.registerMigration(migration.identifier, migrate: migration.migrate)
    }
    try migrator.migrate(writer)
    try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(stamp)") }
    return writer
  }

  /// FNV-1a of the names in order, never 0 (a new database's `user_version`).
  public static func schemaStamp(_ identifiers: [String]) -> Int32 {
    var hash: UInt32 = 2_166_136_261
    for byte in identifiers.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return hash == 0 ? 1 : Int32(bitPattern: hash)
  }
}

/// The database once opened, or how to open it: opened at most once, by
/// whichever thread asks first (effects run off the host's queue).
private final class Connection: Sendable {
  private let state: Mutex<Result<any DatabaseWriter, any Error>?>
  private let open: @Sendable () throws -> any DatabaseWriter

  init(opened writer: any DatabaseWriter) {
    state = Mutex(.success(writer))
    open = { writer }
  }

  init(open: @escaping @Sendable () throws -> any DatabaseWriter) {
    state = Mutex(nil)
    self.open = open
  }

  /// The database if it was opened, without opening it.
  func openedWriter() -> (any DatabaseWriter)? {
    state.withLock { state in try? state?.get() }
  }

  func writer() throws -> any DatabaseWriter {
    try state.withLock { state in
      if let state { return try state.get() }
      let opened = Result { try open() }
      state = opened
      return try opened.get()
    }
  }
}
