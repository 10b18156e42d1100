import GRDB
import ViperKit

/// A window of a record list, read with SQL: around an item by its id
/// (keyset on the primary key, or on `(toggle, id)` when the items whose
/// toggle is on are hidden), so a page costs the rows it reads, not the
/// rows before them; a jump by position (OFFSET) and a key's position (COUNT) step over a narrow index.
/// The totals are the count row the triggers keep, never a `COUNT(*)`.
extension RecordTable {
  public func page(_ db: Database, _ query: WindowQuery, hidingToggled: Bool = false) throws -> WindowPage<RecordItem> {
    let hiding = hidingToggled && toggle != nil
    let filter = hiding ? "\(Self.column(toggle!)) = 0" : "1"
    // Stepping over rows by position walks a narrow index (the migration's), never the table.
    let narrow = "\(items) INDEXED BY \(name)_item_" + (hiding ? "by_toggle" : "position")
    let total: Int? = query.countTotal ? try shownCount(db, hidingToggled: hiding) : nil
    switch query.rows {
    case .position(let from, let count):
      // Past the end: the last rows (the list may have shrunk since the frontend read its total).
      let all = try total ?? shownCount(db, hidingToggled: hiding)
      let first = max(0, min(from, all - count))
      let firstID = try Int.fetchOne(
        db, sql: "SELECT id FROM \(narrow) WHERE \(filter) ORDER BY id LIMIT 1 OFFSET ?", arguments: [first])
      let rows = try firstID.map { try read(db, where: "\(filter) AND id >= ?", [$0], limit: count + 1) } ?? []
      return WindowPage(
        rows: Array(rows.prefix(count)), start: first, total: total, more: rows.count > count,
        generation: query.generation)
    case .around(let key, let at, let before, let after):
      // A key that is no id (a session edited by hand) sorts after every row.
      let id = Int(key) ?? Int.max
      let earlier = try read(db, where: "\(filter) AND id < ?", [id], order: "id DESC", limit: before)
      let later = try read(db, where: "\(filter) AND id >= ?", [id], limit: after + 1)
      let position =
        try at
        ?? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(narrow) WHERE \(filter) AND id < ?", arguments: [id]) ?? 0
      return WindowPage(
        rows: earlier.reversed() + later.prefix(after), start: position - earlier.count, total: total,
        more: later.count > after, keyAt: position, generation: query.generation)
    }
  }

  /// The items the list shows, as the triggers count them.
  public func shownCount(_ db: Database, hidingToggled: Bool) throws -> Int {
    let row = try Row.fetchOne(db, sql: "SELECT total, toggled FROM \(name)_count WHERE id = 1")
    let (total, toggled) = (row?["total"] ?? 0, row?["toggled"] ?? 0) as (Int, Int)
    return hidingToggled ? total - toggled : total
  }

  /// The items whose row toggle is on.
  public func toggledCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT toggled FROM \(name)_count WHERE id = 1") ?? 0
  }

  private func read(
    _ db: Database, where condition: String, _ arguments: StatementArguments, order: String = "id", limit: Int
  ) throws -> [RecordItem] {
    try Row.fetchAll(
      db, sql: "SELECT \(selected) FROM \(items) WHERE \(condition) ORDER BY \(order) LIMIT \(limit)",
      arguments: arguments
    ).map(item)
  }
}
