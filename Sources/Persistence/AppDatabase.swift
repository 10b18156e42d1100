import GRDB
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The database file at `path` (created if needed), opened and migrated
  /// at its first use. One connection in WAL mode with full synchronous
  /// commits: a write is durable once its transaction has committed, even if
  /// the process is killed right after. (One host serves one frontend: a
  /// pool of reader connections would cost memory and start-up time for
  /// nothing.) What can be checked without SQLite is checked now
  /// (`checkFile`), so that a data directory that cannot hold the database
  /// still stops the start; opening it waits for a module that stores data
  /// (a third of a start on a data directory, issue #31).
  /// `failedToOpen` hears each first use that could not open it (the host logs it).
  public static func file(
    at path: String, migrations: [Migration], failedToOpen: @escaping @Sendable (any Error) -> Void = { _ in }
  ) throws -> AppDatabase {
    try checkFile(at: path)
    return AppDatabase(
      connection: Connection {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
          // A new file's pages are 1 KiB: a change of one row (a to-do's done
          // mark) writes its table page and its index pages into the log, whole,
          // and 4 KiB pages made that 12 KiB a flip (issue #45). An older file keeps its size.
          try db.execute(sql: "PRAGMA page_size = 1024")
          try db.execute(sql: "PRAGMA journal_mode = WAL")
          try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
          return try migrated(DatabaseQueue(path: path, configuration: configuration), migrations)
        } catch {
          failedToOpen(error)
          throw error
        }
      })
  }

  /// The file can be opened for writing (made, empty, if missing: SQLite
  /// takes an empty file as a new database), and one that is not empty
  /// begins as every SQLite database does.
  public static func checkFile(at path: String) throws(DatabaseFileError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw DatabaseFileError(String(cString: strerror(errno))) }
    defer { Glibc.close(descriptor) }
    var header = [UInt8](repeating: 0, count: 16)
    let count = Glibc.read(descriptor, &header, header.count)
    guard count >= 0 else { throw DatabaseFileError(String(cString: strerror(errno))) }
    if count > 0 && header[..<count] != Array("SQLite format 3\0".utf8)[...] {
      throw DatabaseFileError("file is not a database")
    }
  }

  /// Made on first use; a failure to make it (there is none but memory) is
  /// thrown there. Declared `throws` as `file(at:migrations:)` is, so callers
  /// need not care which kind they hold.
  public static func inMemory(migrations: [Migration]) throws -> AppDatabase {
    AppDatabase(connection: Connection { try migrated(DatabaseQueue(), migrations) })
  }

  /// Closes the connection at a clean exit, if the database was opened:
  /// SQLite moves the log's pages into the file and, the last connection
  /// gone, removes the `-wal` and `-shm` files beside it (PROTOCOL §10: the
  /// host leaves no temporary files; the next start has no log to read
  /// back). `writer` then throws `AppDatabaseClosed` instead of handing out
  /// the closed connection (which GRDB does not guard); a writer taken
  /// before the close and used after it is not guarded, and none is: the
  /// gateways take it for each access, and the host loop returns only once
  /// every effect came back. Throws when SQLite would not close (the files
  /// then stay, as after a kill, and the next open reads them).
  public func close() throws {
    try connection.close()
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
/// whichever thread asks first (effects run off the host's queue); closed
/// for good at exit.
private final class Connection: Sendable {
  private enum State {
    case notOpened
    case opened(any DatabaseWriter)
    case closed
  }

  private let state = Mutex<State>(.notOpened)
  private let open: @Sendable () throws -> any DatabaseWriter

  init(open: @escaping @Sendable () throws -> any DatabaseWriter) {
    self.open = open
  }

  /// A failure to open is not kept: the next use tries again (a file
  /// another process held locked for longer than the busy timeout opens
  /// once it lets go).
  func writer() throws -> any DatabaseWriter {
    try state.withLock { state in
      switch state {
      case .opened(let writer): return writer
      case .closed: throw AppDatabaseClosed()
      case .notOpened:
        let writer = try open()
        state = .opened(writer)
        return writer
      }
    }
  }

  /// Under the lock, so that no use can open it again meanwhile; GRDB's
  /// `close` waits for an access in flight on its queue.
  func close() throws {
    try state.withLock { state in
      defer { state = .closed }
      guard case .opened(let writer) = state else { return }
      try writer.close()
    }
  }
}

/// The database was used after the host closed it at exit.
public struct AppDatabaseClosed: Error, CustomStringConvertible {
  public var description: String { "the database is closed: the host is exiting" }
}

/// Why the database file cannot be used, in the system's words.
public struct DatabaseFileError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
