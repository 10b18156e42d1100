import GRDB

/// The saved session (SESSIONS.md §2): one row per open view, root first,
/// in its own file so its durability can differ from the app's data.
///
/// WAL with `synchronous = NORMAL`: a commit reaches the kernel (it
/// survives the process being killed, even by SIGKILL) without an fsync
/// per event; a power cut may lose the last sessions, never corrupt the
/// file. The app's own data (`AppDatabase`) keeps full synchronous commits.
public final class SessionDatabase: Sendable {
  /// One view: module, input and snapshot as JSON text (nil: none).
  public struct Row: Equatable, Sendable {
    public var module: String
    public var input: String?
    public var presented: Bool
    public var snapshot: String?

    public init(module: String, input: String?, presented: Bool, snapshot: String?) {
      self.module = module
      self.input = input
      self.presented = presented
      self.snapshot = snapshot
    }
  }

  private let queue: DatabaseQueue

  public init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
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

  public func load() throws -> [Row] {
    try queue.read { db in
      try GRDB.Row.fetchAll(db, sql: "SELECT module, input, presented, snapshot FROM session_view ORDER BY position")
        .map { Row(module: $0["module"], input: $0["input"], presented: $0["presented"], snapshot: $0["snapshot"]) }
    }
  }

  /// Writes the rows at the positions given and drops every position from `count` up, in one transaction.
  public func save(count: Int, changed: [(position: Int, row: Row)]) throws {
    try queue.write { db in
      // Cached: a save runs before every flush, so its statements are compiled once.
      let upsert = try db.cachedStatement(
        sql: "INSERT OR REPLACE INTO session_view (position, module, input, presented, snapshot) VALUES (?, ?, ?, ?, ?)"
      )
      for (position, row) in changed {
        try upsert.execute(arguments: [position, row.module, row.input, row.presented, row.snapshot])
      }
      try db.cachedStatement(sql: "DELETE FROM session_view WHERE position >= ?").execute(arguments: [count])
    }
  }
}
