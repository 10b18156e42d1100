import GRDB
import ViperKit

/// A window of the to-do list read with SQL: around a row by its id
/// (keyset: `id < ?` and `id >= ?` on the primary key, or on `(done, id)`
/// when the done ones are hidden), so the cost is the rows read, not the
/// rows before them. The list's counts are one row the triggers keep; a jump
/// by position (OFFSET) and the position of a key (the rows before it
/// counted) cost what SQLite needs to find them.
struct TodoPages {
  let db: Database
  let hideDone: Bool

  private var filter: String { hideDone ? "done = 0" : "1" }

  func page(_ query: WindowQuery) throws -> WindowPage<Todo> {
    let total: Int? = try query.countTotal ? Self.counts(db).shown(hidingDone: hideDone) : nil
    switch query.rows {
    case .position(let from, let count):
      // Past the end: the last rows (the list may have shrunk since the frontend read its total).
      let shown = try total ?? Self.counts(db).shown(hidingDone: hideDone)
      let first = max(0, min(from, shown - count))
      // OFFSET steps over a narrow index's entries to the first row's id, then the rows are read by key.
      let index = hideDone ? "todo_done" : "todo_position"
      let firstID = try Int.fetchOne(
        db, sql: "SELECT id FROM todo INDEXED BY \(index) WHERE \(filter) ORDER BY id LIMIT 1 OFFSET ?",
        arguments: [first])
      let rows =
        try firstID.map {
          try SQLiteTodoStore.todos(db, where: "\(filter) AND id >= ?", [$0], limit: count + 1)
        } ?? []
      return WindowPage(
        rows: Array(rows.prefix(count)), start: first, total: total, more: rows.count > count,
        generation: query.generation)
    case .around(let key, let at, let before, let after):
      // A key that is not an id (a session edited by hand) sorts after every row.
      let id = Int(key) ?? Int.max
      let earlier = try SQLiteTodoStore.todos(
        db, where: "\(filter) AND id < ?", [id], order: "id DESC", limit: before)
      let later = try SQLiteTodoStore.todos(db, where: "\(filter) AND id >= ?", [id], order: "id", limit: after + 1)
      let position = try at ?? count(where: "\(filter) AND id < ?", [id])
      return WindowPage(
        rows: earlier.reversed() + later.prefix(after), start: position - earlier.count, total: total,
        more: later.count > after, keyAt: position, generation: query.generation)
    }
  }

  /// The to-dos, and the done ones among them.
  static func counts(_ db: Database) throws -> TodoCounts {
    let row = try Row.fetchOne(db, sql: "SELECT total, done FROM todo_count WHERE id = 1")
    return TodoCounts(total: row?["total"] ?? 0, done: row?["done"] ?? 0)
  }

  private func count(where condition: String, _ arguments: StatementArguments = []) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todo WHERE \(condition)", arguments: arguments) ?? 0
  }
}

/// The list's counts, as the triggers keep them.
struct TodoCounts {
  var total: Int
  var done: Int

  /// The rows the list shows: all, or those not done.
  func shown(hidingDone: Bool) -> Int { hidingDone ? total - done : total }
}
