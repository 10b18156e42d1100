import GRDBSQLite

/// A save's statements (SESSIONS.md §2), compiled once on the connection
/// GRDB opened and stepped with SQLite's C API. A save runs before every
/// flush, so in a ping-pong it is on every round trip: through GRDB's
/// `Statement` it cost ~48k instructions, more than the rest of the event,
/// and ~18k this way (issue #40). GRDB still opens, configures, reads and
/// closes the file, and a save runs in its queue (GRDB's commit hook,
/// installed on the connection, expects to be called there).
final class SessionSaveStatements {
  /// One view to write, its JSON as text bytes.
  struct Row {
    var position: Int
    var module: String
    var input: [UInt8]?
    var presented: Bool
    var snapshot: [UInt8]?
  }

  private let connection: OpaquePointer
  private let begin: OpaquePointer
  private let upsert: OpaquePointer
  private let delete: OpaquePointer
  private let commit: OpaquePointer
  private let rollback: OpaquePointer
  private let dataVersion: OpaquePointer
  /// `PRAGMA data_version` as of this connection's last save: it changes
  /// only when another connection (another host on the same data
  /// directory) commits to the file.
  private var savedVersion: Int64?

  init(connection: OpaquePointer) throws(SessionSaveError) {
    self.connection = connection
    var made: [OpaquePointer] = []
    func prepare(_ sql: String) throws(SessionSaveError) -> OpaquePointer {
      var statement: OpaquePointer?
      let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
      guard code == SQLITE_OK, let statement else {
        let error = SessionSaveError(connection: connection, code: code)
        made.forEach { sqlite3_finalize($0) }
        throw error
      }
      made.append(statement)
      return statement
    }
    begin = try prepare("BEGIN IMMEDIATE")
    upsert = try prepare(
      "INSERT OR REPLACE INTO session_view (position, module, input, presented, snapshot) VALUES (?, ?, ?, ?, ?)")
    delete = try prepare("DELETE FROM session_view WHERE position >= ?")
    commit = try prepare("COMMIT")
    rollback = try prepare("ROLLBACK")
    dataVersion = try prepare("PRAGMA data_version")
  }

  /// The connection closes only once its statements are freed: its owner
  /// lets go of these first (`SessionDatabase`).
  deinit {
    for statement in [begin, upsert, delete, commit, rollback, dataVersion] { sqlite3_finalize(statement) }
  }

  /// Writes `rows` and, when `dropFrom` is set, drops every position from it up, in one transaction.
  /// Throws `SessionWrittenElsewhere`, writing nothing, when another host saved into the file since
  /// this one's last save (its rows are no longer this host's: the caller writes every view).
  func save(_ rows: [Row], dropFrom: Int?) throws {
    try run(begin)
    do {
      let version = try currentDataVersion()
      defer { savedVersion = version }
      if let savedVersion, savedVersion != version { throw SessionWrittenElsewhere() }
      for row in rows {
        sqlite3_bind_int64(upsert, 1, Int64(row.position))
        bind(Array(row.module.utf8), at: 2)
        bind(row.input, at: 3)
        sqlite3_bind_int(upsert, 4, row.presented ? 1 : 0)
        bind(row.snapshot, at: 5)
        try run(upsert)
      }
      if let dropFrom {
        sqlite3_bind_int64(delete, 1, Int64(dropFrom))
        try run(delete)
      }
      try run(commit)
    } catch {
      try? run(rollback)
      throw error
    }
  }

  private func currentDataVersion() throws(SessionSaveError) -> Int64 {
    let code = sqlite3_step(dataVersion)
    defer { sqlite3_reset(dataVersion) }
    guard code == SQLITE_ROW else { throw SessionSaveError(connection: connection, code: code) }
    return sqlite3_column_int64(dataVersion, 0)
  }

  /// Steps a statement that returns no rows to its end and resets it (its bindings stay).
  private func run(_ statement: OpaquePointer) throws(SessionSaveError) {
    let code = sqlite3_step(statement)
    sqlite3_reset(statement)
    guard code == SQLITE_DONE else { throw SessionSaveError(connection: connection, code: code) }
  }

  /// Text, copied by SQLite (`SQLITE_TRANSIENT`); nil is SQL NULL.
  private func bind(_ text: [UInt8]?, at index: Int32) {
    guard let text else {
      sqlite3_bind_null(upsert, index)
      return
    }
    text.withUnsafeBufferPointer { buffer in
      // An empty array has no address, and a null pointer would bind NULL.
      let empty: StaticString = ""
      let start = buffer.baseAddress.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(empty.utf8Start)
      _ = sqlite3_bind_text(
        upsert, index, start.assumingMemoryBound(to: CChar.self), Int32(buffer.count),
        unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }
  }
}

/// SQLite refused a statement of a save: its result code and message.
struct SessionSaveError: Error, CustomStringConvertible {
  var code: Int32
  var message: String

  init(connection: OpaquePointer, code: Int32) {
    self.code = code
    message = String(cString: sqlite3_errmsg(connection))
  }

  var description: String { "SQLite error \(code): \(message)" }
}
