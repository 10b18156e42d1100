import GRDB
import Persistence
import ViperKit

/// The items in the host's SQLite database: one table, which this feature's
/// migration makes (and fills with the items a new database starts with),
/// and their count, one row its triggers keep (whoever writes the table).
/// The list reads a window of it, never the whole table: with a million
/// items, a screen holds the rows it shows (PROTOCOL.md §6, "Lists of any size").
public struct SQLiteMyScreenGateway: MyScreenGateway {
  /// Shipped migrations are never edited: a later change is a new migration
  /// ("my-screen.v2…") added to `MyScreenFeature.migrations`.
  public static let migration = Migration("my-screen.v1.items") { db in
    try db.execute(
      sql: """
        CREATE TABLE my_screen_item (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, done BOOLEAN NOT NULL);
        CREATE TABLE my_screen_count (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL);
        INSERT INTO my_screen_count (id, total) VALUES (1, 0);
        CREATE TRIGGER my_screen_item_counted AFTER INSERT ON my_screen_item BEGIN
          UPDATE my_screen_count SET total = total + 1 WHERE id = 1; END;
        CREATE TRIGGER my_screen_item_uncounted AFTER DELETE ON my_screen_item BEGIN
          UPDATE my_screen_count SET total = total - 1 WHERE id = 1; END;
        """)
    for (id, title) in [(1, "First item"), (2, "Second item"), (3, "Third item")] {
      try db.execute(sql: "INSERT INTO my_screen_item VALUES (?, ?, 0)", arguments: [id, title])
    }
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  /// Around an item by its id (keyset: `id < ?` and `id >= ?` on the
  /// primary key), so a page costs the rows read, not the rows before them; a
  /// jump by position uses OFFSET, and a key's position (when the window
  /// does not know it) counts the rows before it: both cost what SQLite needs
  /// to find them. The total is the triggers' row, read when the query asks
  /// (the list read again), never a `COUNT(*)` of the table.
  public func page(_ query: WindowQuery) async throws(MyScreenFailure) -> WindowPage<MyScreenItem> {
    try await read { db -> WindowPage<MyScreenItem> in
      let total = query.countTotal ? try Self.total(db) : nil
      switch query.rows {
      case .position(let from, let count):
        // Past the end: the last rows (the list may have shrunk since the frontend read its total).
        let shown = try total ?? Self.total(db)
        let first = max(0, min(from, shown - count))
        let rows = try Self.items(db, limit: count + 1, offset: first)
        return WindowPage(
          rows: Array(rows.prefix(count)), start: first, total: total, more: rows.count > count,
          generation: query.generation)
      case .around(let key, let at, let before, let after):
        // A key that is no id (a session edited by hand) sorts after every row.
        let id = Int(key) ?? Int.max
        let earlier = try Self.items(db, where: "id < ?", [id], order: "id DESC", limit: before)
        let later = try Self.items(db, where: "id >= ?", [id], limit: after + 1)
        let position = try at ?? Self.count(db, where: "id < ?", [id])
        return WindowPage(
          rows: earlier.reversed() + later.prefix(after), start: position - earlier.count, total: total,
          more: later.count > after, keyAt: position, generation: query.generation)
      }
    }
  }

  public func item(id: Int) async throws(MyScreenFailure) -> MyScreenItem {
    let found = try await read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM my_screen_item WHERE id = ?", arguments: [id]).map(Self.item)
    }
    guard let found else { throw .notFound(id) }
    return found
  }

  public func setDone(_ isDone: Bool, id: Int) async throws(MyScreenFailure) {
    let changed = try await database.write(failing: { MyScreenFailure.unavailable("\($0)") }) { db in
      try db.execute(sql: "UPDATE my_screen_item SET done = ? WHERE id = ?", arguments: [isDone, id])
      return db.changesCount
    }
    guard changed == 1 else { throw .notFound(id) }
  }

  private func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(MyScreenFailure) -> T
  {
    try await database.read(failing: { MyScreenFailure.unavailable("\($0)") }, body)
  }

  /// At most `limit` items `condition` keeps, in `order`, from `offset`.
  private static func items(
    _ db: Database, where condition: String = "1", _ arguments: StatementArguments = [], order: String = "id",
    limit: Int, offset: Int = 0
  ) throws -> [MyScreenItem] {
    try Row.fetchAll(
      db, sql: "SELECT * FROM my_screen_item WHERE \(condition) ORDER BY \(order) LIMIT \(limit) OFFSET \(offset)",
      arguments: arguments
    ).map(item)
  }

  /// The items, as the triggers count them: one row read, where `COUNT(*)` reads the whole table.
  private static func total(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT total FROM my_screen_count WHERE id = 1") ?? 0
  }

  private static func count(_ db: Database, where condition: String, _ arguments: StatementArguments) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM my_screen_item WHERE \(condition)", arguments: arguments) ?? 0
  }

  private static func item(_ row: Row) -> MyScreenItem {
    MyScreenItem(id: row["id"], title: row["title"], isDone: row["done"])
  }
}
