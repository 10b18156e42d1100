import GRDB
import Persistence
import ViperKit

/// The to-dos in the host's SQLite database: a row each (ids never reused,
/// so a screen or a saved session that names a deleted one finds nothing),
/// their tags in a table of their own (a tag per row, never a joined
/// string), and the list's one setting.
public struct SQLiteTodoStore: TodoStore {
  public static let migration = Migration("todos.v1.todos") { db in
    try db.execute(
      sql: """
        CREATE TABLE todo (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, priority TEXT NOT NULL,
          due TEXT, at TEXT, done BOOLEAN NOT NULL DEFAULT 0, draft TEXT NOT NULL UNIQUE);
        CREATE TABLE todo_tag (
          todo_id INTEGER NOT NULL REFERENCES todo (id) ON DELETE CASCADE, tag TEXT NOT NULL,
          PRIMARY KEY (todo_id, tag));
        CREATE TABLE todo_setting (id INTEGER PRIMARY KEY CHECK (id = 1), hide_done BOOLEAN NOT NULL);
        """)
  }

  /// The list pages by `(done, id)` when the done ones are hidden; a jump by
  /// position steps over the entries of a narrow index of the ids (a table
  /// page holds a tenth of the rows an index page does); the counts
  /// are kept by triggers (whoever writes the table: another host, a script),
  /// so opening a million-row list reads one row, not the index (issue #45).
  public static let counts = Migration("todos.v2.counts") { db in
    try db.execute(
      sql: """
        CREATE INDEX todo_done ON todo (done, id);
        CREATE INDEX todo_position ON todo (id);
        CREATE TABLE todo_count (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL, done INTEGER NOT NULL);
        INSERT INTO todo_count (id, total, done) SELECT 1, COUNT(*), COALESCE(SUM(done != 0), 0) FROM todo;
        CREATE TRIGGER todo_counted AFTER INSERT ON todo BEGIN
          UPDATE todo_count SET total = total + 1, done = done + (NEW.done != 0) WHERE id = 1; END;
        CREATE TRIGGER todo_uncounted AFTER DELETE ON todo BEGIN
          UPDATE todo_count SET total = total - 1, done = done - (OLD.done != 0) WHERE id = 1; END;
        CREATE TRIGGER todo_done_counted AFTER UPDATE OF done ON todo WHEN (NEW.done != 0) != (OLD.done != 0) BEGIN
          UPDATE todo_count SET done = done + (NEW.done != 0) - (OLD.done != 0) WHERE id = 1; END;
        """)
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func page(_ query: WindowQuery, hideDone: Bool) throws(TodosFailure) -> WindowPage<Todo> {
    try read { db in try TodoPages(db: db, hideDone: hideDone).page(query) }
  }

  public func doneCount() throws(TodosFailure) -> Int {
    try read { db in try TodoPages.counts(db).done }
  }

  public func todo(_ id: TodoID) throws(TodosFailure) -> Todo? {
    try read { db in try Self.todos(db, where: "id = ?", [id.rawValue]).first }
  }

  public func hidesDone() throws(TodosFailure) -> Bool {
    try read { db in try Bool.fetchOne(db, sql: "SELECT hide_done FROM todo_setting WHERE id = 1") ?? false }
  }

  public func add(_ draft: TodoDraft) async throws(TodosFailure) -> Todo {
    try await write { db in
      if let saved = try Self.todos(db, where: "draft = ?", [draft.token.rawValue]).first { return saved }
      try db.execute(
        sql: "INSERT INTO todo (title, priority, due, at, draft) VALUES (?, ?, ?, ?, ?)",
        arguments: [draft.title, draft.priority.rawValue, draft.due, draft.at, draft.token.rawValue])
      let id = TodoID(Int(db.lastInsertedRowID))
      for tag in draft.tags {
        try db.execute(
          sql: "INSERT INTO todo_tag (todo_id, tag) VALUES (?, ?)", arguments: [id.rawValue, tag.rawValue])
      }
      return Todo(
        id: id, title: draft.title, priority: draft.priority, tags: draft.tags, due: draft.due, at: draft.at)
    }
  }

  public func setDone(_ id: TodoID, done: Bool) async throws(TodosFailure) {
    try await write { db in
      try db.execute(sql: "UPDATE todo SET done = ? WHERE id = ?", arguments: [done, id.rawValue])
    }
  }

  public func setHidesDone(_ on: Bool) async throws(TodosFailure) {
    try await write { db in
      try db.execute(
        sql: "INSERT INTO todo_setting (id, hide_done) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET hide_done = ?",
        arguments: [on, on])
    }
  }

  public func delete(_ id: TodoID) async throws(TodosFailure) {
    try await write { db in try db.execute(sql: "DELETE FROM todo WHERE id = ?", arguments: [id.rawValue]) }
  }

  public func deleteDone() async throws(TodosFailure) -> [TodoID] {
    try await write { db in
      let ids = try Int.fetchAll(db, sql: "SELECT id FROM todo WHERE done ORDER BY id")
      try db.execute(sql: "DELETE FROM todo WHERE done")
      return ids.map { TodoID($0) }
    }
  }

  /// The to-dos `condition` keeps, in `order`, at most `limit`; a priority
  /// or tag the feature does not know (a row edited by hand) reads as
  /// normal, or is left out. Tags are read for these rows only.
  static func todos(
    _ db: Database, where condition: String, _ arguments: StatementArguments = [], order: String = "id",
    limit: Int? = nil, offset: Int = 0
  ) throws -> [Todo] {
    let rows = try Row.fetchAll(
      db,
      sql: "SELECT id, title, priority, due, at, done FROM todo WHERE \(condition) ORDER BY \(order)"
        + (limit.map { " LIMIT \($0) OFFSET \(offset)" } ?? ""),
      arguments: arguments)
    guard let low = rows.map({ $0["id"] as Int }).min(), let high = rows.map({ $0["id"] as Int }).max() else {
      return []
    }
    var tags: [Int: [TodoTag]] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT todo_id, tag FROM todo_tag WHERE todo_id BETWEEN ? AND ?", arguments: [low, high])
    {
      if let tag = TodoTag(rawValue: row["tag"]) { tags[row["todo_id"], default: []].append(tag) }
    }
    return rows.map { row in
      let id: Int = row["id"]
      return Todo(
        id: TodoID(id), title: row["title"], priority: TodoPriority(rawValue: row["priority"]) ?? .normal,
        tags: tags[id] ?? [], due: row["due"], at: row["at"], done: row["done"])
    }
  }

  private func read<T>(_ body: (Database) throws -> T) throws(TodosFailure) -> T {
    do {
      return try database.writer.read { db in try body(db) }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }

  /// One transaction: all of `changes`, or none.
  private func write<T: Sendable>(_ changes: @escaping @Sendable (Database) throws -> T) async throws(TodosFailure)
    -> T
  {
    do {
      return try await database.writer.write { db in try changes(db) }
    } catch {
      throw .storage(detail: "\(error)")
    }
  }
}
