import GRDB
import ViperKit

/// A window of the to-do list read with SQL: around a row by its id
/// (keyset: `id < ?` and `id >= ?` on the primary key, or on `(done, id)`
/// when the done ones are hidden), so the cost is the rows read, not the
/// rows before them; a jump by position uses OFFSET, and a count of the list
/// or of the rows before a key scans the index (SQLite keeps no counts).
struct TodoPages {
  let db: Database
  let hideDone: Bool

  private var filter: String { hideDone ? "done = 0" : "1" }

  func page(_ query: WindowQuery) throws -> WindowPage<Todo> {
    let total = query.countTotal ? try count(where: filter) : nil
    switch query.rows {
    case .position(let from, let count):
      var first = from
      if let total { first = min(first, max(0, total - count)) }
      var rows = try SQLiteTodoStore.todos(db, where: filter, limit: count + 1, offset: first)
      if rows.isEmpty, first > 0 {
        // Past the end of a list not counted: its last rows.
        first = max(0, try self.count(where: filter) - count)
        rows = try SQLiteTodoStore.todos(db, where: filter, limit: count + 1, offset: first)
      }
      let more = rows.count > count
      return WindowPage(
        rows: Array(rows.prefix(count)), start: first, total: total, more: more, generation: query.generation)
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

  private func count(where condition: String, _ arguments: StatementArguments = []) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todo WHERE \(condition)", arguments: arguments) ?? 0
  }
}
