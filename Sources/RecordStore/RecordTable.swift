import GRDB
import ViperKit

/// A record feature's tables, as its first migration made them (the
/// generator writes that SQL, frozen: `viper-host new module --fields`):
/// `<name>_item` (an `id` and one column per field: its key with `_` for
/// `-`), `<name>_count` (one row the triggers keep: the items, and those
/// whose row toggle is on) and, with a filter, `<name>_setting`. Values go
/// in and out by the fields' kinds: a decimal as its units (an INTEGER), a
/// choice's keys joined by `,`, a secret written and never read back (only
/// whether there is one).
public struct RecordTable: Sendable {
  public let name: String
  public let fields: [RecordField]
  /// The row's checkbox: counted, filtered on and cleared by.
  public let toggle: RecordField?

  public init(name: String, fields: [RecordField], toggle: RecordField?) {
    self.name = name
    self.fields = fields
    self.toggle = toggle
  }

  public var items: String { name + "_item" }

  /// A field's column as SQL names it: double-quoted, so a name SQLite keeps for itself (`order`,
  /// `current_date`) is still the column.
  public static func column(_ field: RecordField) -> String { "\"" + field.column + "\"" }

  /// The columns a read selects: a secret as whether there is one.
  var selected: String {
    (["id"]
      + fields.map { field in
        let column = Self.column(field)
        return field.kind == .secure ? "(\(column) IS NOT NULL) AS \(column)" : column
      }).joined(separator: ", ")
  }

  /// Adds an item; its id.
  public func insert(_ db: Database, _ values: [InputKey: RecordValue]) throws -> Int {
    let columns = fields.map(Self.column)
    try db.execute(
      sql:
        "INSERT INTO \(items) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
      arguments: StatementArguments(fields.map { store(values[$0.key] ?? .none, $0) }))
    return Int(db.lastInsertedRowID)
  }

  /// Replaces an item's values; a secret left empty keeps the stored one. False when there is no such item.
  public func update(_ db: Database, id: Int, _ values: [InputKey: RecordValue]) throws -> Bool {
    let written = fields.filter { field in
      switch values[field.key] ?? .none {
      case .secret(let secret): return !secret.isEmpty
      case .secretSaved: return false
      default: return true
      }
    }
    let assignments = written.map { Self.column($0) + " = ?" }.joined(separator: ", ")
    guard !written.isEmpty else { return try item(db, id: id) != nil }
    try db.execute(
      sql: "UPDATE \(items) SET \(assignments) WHERE id = ?",
      arguments: StatementArguments(written.map { store(values[$0.key] ?? .none, $0) } + [id]))
    return db.changesCount == 1
  }

  /// A copy of an item (its secret not copied); the copy's id, nil when there is no such item.
  public func duplicate(_ db: Database, id: Int) throws -> Int? {
    let copied = fields.filter { $0.kind != .secure }.map(Self.column).joined(separator: ", ")
    try db.execute(sql: "INSERT INTO \(items) (\(copied)) SELECT \(copied) FROM \(items) WHERE id = ?", arguments: [id])
    return db.changesCount == 1 ? Int(db.lastInsertedRowID) : nil
  }

  public func delete(_ db: Database, id: Int) throws -> Bool {
    try db.execute(sql: "DELETE FROM \(items) WHERE id = ?", arguments: [id])
    return db.changesCount == 1
  }

  /// Turns the row toggle on or off; false when there is no such item.
  public func setToggle(_ db: Database, _ on: Bool, id: Int) throws -> Bool {
    guard let toggle else { return false }
    try db.execute(sql: "UPDATE \(items) SET \(Self.column(toggle)) = ? WHERE id = ?", arguments: [on, id])
    return db.changesCount == 1
  }

  /// Deletes every item whose row toggle is on; how many.
  public func deleteToggled(_ db: Database) throws -> Int {
    guard let toggle else { return 0 }
    try db.execute(sql: "DELETE FROM \(items) WHERE \(Self.column(toggle)) != 0")
    return db.changesCount
  }

  public func item(_ db: Database, id: Int) throws -> RecordItem? {
    try Row.fetchOne(db, sql: "SELECT \(selected) FROM \(items) WHERE id = ?", arguments: [id]).map(item)
  }

  /// The list's setting: whether rows whose toggle is on show (true when never set).
  public func showsToggled(_ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT show_toggled FROM \(name)_setting WHERE id = 1") ?? true
  }

  public func setShowsToggled(_ db: Database, _ on: Bool) throws {
    try db.execute(
      sql: """
        INSERT INTO \(name)_setting (id, show_toggled) VALUES (1, ?)
        ON CONFLICT (id) DO UPDATE SET show_toggled = excluded.show_toggled
        """, arguments: [on])
  }

  func store(_ value: RecordValue, _ field: RecordField) -> DatabaseValue {
    switch value {
    case .none: field.kind == .toggle ? false.databaseValue : .null
    case .text(let text), .day(let text), .time(let text): text.databaseValue
    case .secret(let secret): secret.isEmpty ? .null : secret.text.databaseValue
    case .secretSaved: .null  // never written: update() leaves the column as it is
    case .integer(let number): number.databaseValue
    case .decimal(let number): number.units.databaseValue
    case .flag(let on): on.databaseValue
    case .chosen(let keys): keys.isEmpty ? .null : keys.joined(separator: ",").databaseValue
    }
  }

  func item(_ row: Row) -> RecordItem {
    var values: [InputKey: RecordValue] = [:]
    for field in fields {
      let stored = row[field.column] as DatabaseValue
      values[field.key] = read(stored, field)
    }
    return RecordItem(id: row["id"], values: values)
  }

  private func read(_ stored: DatabaseValue, _ field: RecordField) -> RecordValue {
    switch field.kind {
    case .toggle: return .flag(Bool.fromDatabaseValue(stored) ?? false)
    case .secure: return (Bool.fromDatabaseValue(stored) ?? false) ? .secretSaved : .none
    default: break
    }
    if stored.isNull { return .none }
    switch field.kind {
    case .text, .multiline: return String.fromDatabaseValue(stored).map(RecordValue.text) ?? .none
    case .date: return String.fromDatabaseValue(stored).map(RecordValue.day) ?? .none
    case .time: return String.fromDatabaseValue(stored).map(RecordValue.time) ?? .none
    case .integer: return Int.fromDatabaseValue(stored).map(RecordValue.integer) ?? .none
    case .decimal(let places, _, _):
      return Int.fromDatabaseValue(stored).map { .decimal(ExactDecimal(units: $0, places: places)) } ?? .none
    case .choice, .choices:
      return String.fromDatabaseValue(stored).map { .chosen($0.split(separator: ",").map(String.init)) } ?? .none
    case .toggle, .secure: return .none
    }
  }
}
