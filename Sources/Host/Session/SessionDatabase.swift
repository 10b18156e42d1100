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

  init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = OFF")
    }
    queue = try DatabaseQueue(path: path, configuration: configuration)
    var migrator = DatabaseMigrator()
    migrator.registerMigration("session-v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE session_view (
            position INTEGER PRIMARY KEY, module TEXT NOT NULL, input TEXT, presented INTEGER NOT NULL,
            snapshot TEXT)
          """)
    }
    try migrator.migrate(queue)
  }

  /// Closes the connection (at exit): the log goes into the file and the
  /// `-wal` and `-shm` files are removed (see `AppDatabase.close`).
  func close() throws {
    try queue.close()
  }

  func load() throws -> [Row] {
    let rows = try queue.read { db in
      try GRDB.Row.fetchAll(db, sql: "SELECT module, input, presented, snapshot FROM session_view ORDER BY position")
        .map { Row(module: $0["module"], input: $0["input"], presented: $0["presented"], snapshot: $0["snapshot"]) }
    }
    rowCount = rows.count
    return rows
  }

  /// Writes the rows at the positions given and drops every position from `count` up, in one transaction.
  func save(count: Int, changed: [(position: Int, row: Row)]) throws {
    let rowCount = rowCount
    // One transaction, its statements compiled once: a save runs before
    // every flush. (GRDB's `write` adds savepoint bookkeeping the hot path
    // does not need.)
    try queue.writeWithoutTransaction { db in
      try db.cachedStatement(sql: "BEGIN IMMEDIATE").execute()
      do {
        let upsert = try db.cachedStatement(
          sql:
            "INSERT OR REPLACE INTO session_view (position, module, input, presented, snapshot) VALUES (?, ?, ?, ?, ?)"
        )
        for (position, row) in changed {
          try upsert.execute(arguments: [position, row.module, row.input, row.presented, row.snapshot])
        }
        if rowCount.map({ count < $0 }) ?? true {
          try db.cachedStatement(sql: "DELETE FROM session_view WHERE position >= ?").execute(arguments: [count])
        }
        try db.cachedStatement(sql: "COMMIT").execute()
      } catch {
        try? db.execute(sql: "ROLLBACK")
        throw error
      }
    }
    self.rowCount = count
  }
}
