import GRDB

/// The saved session (SESSIONS.md §2): one row per open view, root first,
/// in its own file so its durability can differ from the app's data.
///
/// WAL with `synchronous = OFF`: a commit is handed to the kernel and the
/// host goes on — no fsync, not even at WAL checkpoints — so it survives the
/// process being killed (SIGKILL included: the kernel still writes what it
/// was given) at the cost of one `pwrite` per save. A power cut or a kernel
/// crash may lose the file's last sessions or damage it: a session is a
/// convenience, and a file that no longer opens is replaced (`SessionFile`).
/// The app's own data (`AppDatabase`) keeps full synchronous commits.
final class SessionDatabase {
  /// One view: module, input and snapshot as JSON text (nil: none).
  struct Row: Equatable, Sendable {
    var module: String
    var input: String?
    var presented: Bool
    var snapshot: String?

    init(module: String, input: String?, presented: Bool, snapshot: String?) {
      self.module = module
      self.input = input
      self.presented = presented
      self.snapshot = snapshot
    }
  }

  private let queue: DatabaseQueue
  /// How many rows the table holds, once known: a save that does not
  /// shorten the stack then skips its DELETE.
  private var rowCount: Int?
  /// Compiled when the file opens (one whose table does not fit them is
  /// set aside as damaged: `SessionFile`); let go of before the connection
  /// closes, at `close` or `deinit` (`viper-host link` only loads).
  private var saveStatements: SessionSaveStatements?

  init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      // A new file's pages are 1 KiB: a save rewrites one page of a session of
      // a few small rows, and SQLite checksums whole pages into the log
      // (4.6k instructions a save at 4 KiB: issue #40). An older file keeps its size.
      try db.execute(sql: "PRAGMA page_size = 1024")
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = OFF")
      // Every save writes the same page: SQLite's WAL index probes every
      // frame of a page since the last checkpoint, so a long log costs each
      // save (~4k instructions at the default 1,000 frames; issue #40).
      try db.execute(sql: "PRAGMA wal_autocheckpoint = 100")
    }
    queue = try DatabaseQueue(path: path, configuration: configuration)
    // One table, made if missing: no migrator, whose bookkeeping queries ran
    // at every start that saved a session (issue #40). A file of an older
    // host, which ran one, has the same table and a `grdb_migrations`.
    saveStatements = try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE IF NOT EXISTS session_view (
            position INTEGER PRIMARY KEY, module TEXT NOT NULL, input TEXT, presented INTEGER NOT NULL,
            snapshot TEXT)
          """)
      guard let connection = db.sqliteConnection else { throw SessionFileUnavailable() }
      return try SessionSaveStatements(connection: connection)
    }
  }

  /// Closes the connection (at exit): the log goes into the file and the
  /// `-wal` and `-shm` files are removed (see `AppDatabase.close`).
  func close() throws {
    saveStatements = nil
    try queue.close()
  }

  deinit { saveStatements = nil }

  func load() throws -> [Row] {
    let rows = try queue.read { db in
      try GRDB.Row.fetchAll(db, sql: "SELECT module, input, presented, snapshot FROM session_view ORDER BY position")
        .map(Row.init(reading:))
    }
    rowCount = rows.count
    return rows
  }

  /// Writes the rows at the positions given and drops every position from `count` up, in one transaction.
  func save(count: Int, changed: [SessionSaveStatements.Row]) throws {
    guard let statements = saveStatements else { throw SessionFileUnavailable() }
    // A save that does not shorten the stack skips its DELETE.
    let dropFrom = rowCount.map { count < $0 } ?? true ? count : nil
    // In GRDB's queue: its commit hook runs there.
    do {
      try queue.writeWithoutTransaction { _ in try statements.save(changed, dropFrom: dropFrom) }
    } catch let error as SessionWrittenElsewhere {
      rowCount = nil  // the other host's rows: how many is not known
      throw error
    }
    rowCount = count
  }
}

extension SessionDatabase.Row {
  /// Read without trusting the file (hand-edited, or damaged by a power cut): a value of another type is
  /// an error, not a crash (GRDB's plain subscripts stop the process), and text that is not UTF-8 reads
  /// with U+FFFD in place of its bad bytes, so it then does not parse (SESSIONS.md §2).
  init(reading row: GRDB.Row) throws {
    guard let module = Self.text(row["module"]) else { throw SessionRowUnreadable(column: "module") }
    guard case .int64(let presented) = (row["presented"] as DatabaseValue).storage else {
      throw SessionRowUnreadable(column: "presented")
    }
    self.init(
      module: module, input: Self.text(row["input"]), presented: presented != 0,
      snapshot: Self.text(row["snapshot"]))
  }

  private static func text(_ value: DatabaseValue) -> String? {
    switch value.storage {
    case .null: nil
    case .string(let text): text
    case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
    case .int64(let number): String(number)
    case .double(let number): String(number)
    }
  }
}

/// A saved row whose column holds a value of a type the host never writes there.
struct SessionRowUnreadable: Error, CustomStringConvertible {
  var column: String
  var description: String { "the saved session's \(column) is not of the type the host writes" }
}
