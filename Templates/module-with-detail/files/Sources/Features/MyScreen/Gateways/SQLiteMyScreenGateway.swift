import GRDB
import Persistence

/// The items in the host's SQLite database: one table, which this feature's
/// migration makes (and fills with the items a new database starts with).
public struct SQLiteMyScreenGateway: MyScreenGateway {
  /// Shipped migrations are never edited: a later change is a new migration
  /// ("my-screen.v2…") added to `MyScreenFeature.migrations`.
  public static let migration = Migration("my-screen.v1.items") { db in
    try db.execute(
      sql: """
        CREATE TABLE my_screen_item (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, done BOOLEAN NOT NULL)
        """)
    for (id, title) in [(1, "First item"), (2, "Second item"), (3, "Third item")] {
      try db.execute(sql: "INSERT INTO my_screen_item VALUES (?, ?, 0)", arguments: [id, title])
    }
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func items() async throws(MyScreenFailure) -> [MyScreenItem] {
    try await read { db in try Row.fetchAll(db, sql: "SELECT * FROM my_screen_item ORDER BY id").map(Self.item) }
  }

  public func item(id: Int) async throws(MyScreenFailure) -> MyScreenItem {
    let found = try await read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM my_screen_item WHERE id = ?", arguments: [id]).map(Self.item)
    }
    guard let found else { throw .notFound(id) }
    return found
  }

  public func setDone(_ isDone: Bool, id: Int) async throws(MyScreenFailure) {
    let changed: Int
    do {
      changed = try await database.writer.write { db in
        try db.execute(sql: "UPDATE my_screen_item SET done = ? WHERE id = ?", arguments: [isDone, id])
        return db.changesCount
      }
    } catch {
      throw .unavailable("\(error)")
    }
    guard changed == 1 else { throw .notFound(id) }
  }

  private func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(MyScreenFailure) -> T
  {
    do {
      return try await database.writer.read(body)
    } catch {
      throw .unavailable("\(error)")
    }
  }

  private static func item(_ row: Row) -> MyScreenItem {
    MyScreenItem(id: row["id"], title: row["title"], isDone: row["done"])
  }
}
