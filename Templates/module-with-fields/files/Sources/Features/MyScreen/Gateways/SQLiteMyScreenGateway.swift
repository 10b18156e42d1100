import GRDB
import Persistence
import RecordStore
import ViperKit

/// The items in the host's SQLite database: one column per field (typed by
/// its kind, RecordStore's `RecordTable`), their count and the list's
/// setting. A list reads a window, never the whole table: with a million
/// items, a screen holds the rows it shows (PROTOCOL.md §6, "Lists of any size").
public struct SQLiteMyScreenGateway: MyScreenGateway {
  /// Written by `viper-host new module --fields` from the fields as they were
  /// then. Shipped migrations are never edited: a later change is a new
  /// migration ("my-screen.v2…") added to `MyScreenFeature.migrations`.
  public static let migration = Migration("my-screen.v1.items") { db in
    try db.execute(
      sql: """
        MyScreenMigrationSQL
        """)
  }

  static let table = RecordTable(name: "my_screen", fields: MyScreenFields.all, toggle: MyScreenFields.rowToggle)

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func page(_ query: WindowQuery, hidingToggled: Bool) async throws(MyScreenFailure) -> WindowPage<RecordItem> {
    try await read { db in try Self.table.page(db, query, hidingToggled: hidingToggled) }
  }

  public func toggledCount() async throws(MyScreenFailure) -> Int {
    try await read { db in try Self.table.toggledCount(db) }
  }

  public func item(id: Int) async throws(MyScreenFailure) -> RecordItem {
    guard let item = try await read({ db in try Self.table.item(db, id: id) }) else { throw .notFound(id) }
    return item
  }

  public func add(_ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem {
    let id = try await write { db in try Self.table.insert(db, values) }
    return try await item(id: id)
  }

  public func update(id: Int, _ values: [InputKey: RecordValue]) async throws(MyScreenFailure) -> RecordItem {
    guard try await write({ db in try Self.table.update(db, id: id, values) }) else { throw .notFound(id) }
    return try await item(id: id)
  }

  public func duplicate(id: Int) async throws(MyScreenFailure) -> RecordItem {
    guard let copy = try await write({ db in try Self.table.duplicate(db, id: id) }) else { throw .notFound(id) }
    return try await item(id: copy)
  }

  public func setToggle(_ on: Bool, id: Int) async throws(MyScreenFailure) -> Int {
    let count = try await write { db in try Self.table.setToggle(db, on, id: id) ? Self.table.toggledCount(db) : nil }
    guard let count else { throw .notFound(id) }
    return count
  }

  public func delete(id: Int) async throws(MyScreenFailure) {
    guard try await write({ db in try Self.table.delete(db, id: id) }) else { throw .notFound(id) }
  }

  public func deleteToggled() async throws(MyScreenFailure) -> Int {
    try await write { db in try Self.table.deleteToggled(db) }
  }

  public func showsToggled() async throws(MyScreenFailure) -> Bool {
    guard MyScreenFields.filtersOnToggle else { return true }
    return try await read { db in try Self.table.showsToggled(db) }
  }

  public func setShowsToggled(_ on: Bool) async throws(MyScreenFailure) {
    guard MyScreenFields.filtersOnToggle else { return }
    try await write { db in try Self.table.setShowsToggled(db, on) }
  }

  private func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(MyScreenFailure) -> T
  {
    try await database.read(failing: { MyScreenFailure.unavailable("\($0)") }, body)
  }

  private func write<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(MyScreenFailure)
    -> T
  {
    try await database.write(failing: { MyScreenFailure.unavailable("\($0)") }, body)
  }

}
