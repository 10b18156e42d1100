/// One stored record: its id and its fields' values. A row of a list is
/// known by the id, never by its position.
public struct RecordItem: Hashable, Sendable, WindowRow {
  public var id: Int
  public var values: [InputKey: RecordValue]

  public init(id: Int, values: [InputKey: RecordValue]) {
    self.id = id
    self.values = values
  }

  public var rowKey: String { String(id) }

  public subscript(_ field: RecordField) -> RecordValue { values[field.key] ?? .none }

  /// `field`'s value as a person reads it.
  public func shown(_ field: RecordField) -> String { self[field].shown(in: field) }

  /// A toggle's state (off when absent).
  public func isOn(_ field: RecordField) -> Bool { self[field] == .flag(true) }
}

/// What a row of a record list offers beside opening it (`--row-actions`).
public enum RowActionKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// Deletes the item once the user confirms.
  case delete
  /// Adds a copy of the item (its secret not copied).
  case duplicate
  /// Opens the item's edit form.
  case edit
}
