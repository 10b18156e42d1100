/// What a list's data source is asked for: rows by position (a jump), or
/// around a row's key (keyset: the cost of the rows read, not of the rows
/// before them). Made by `RowWindow`; run by a module's gateway.
public struct WindowQuery: Hashable, Sendable {
  public enum Rows: Hashable, Sendable {
    /// `count` rows from position `from`; past the end, the last `count` rows.
    case position(from: Int, count: Int)
    /// Up to `before` rows before the row `key`, and up to `after` rows from
    /// it (its own row first, when it still exists; else the rows that follow
    /// where it was). `at`: its position when known; nil: the source finds it.
    case around(key: String, at: Int?, before: Int, after: Int)
  }

  public var rows: Rows
  /// Count the whole list (a new query, a re-read): otherwise the window's
  /// total stands, kept by the window as rows come and go.
  public var countTotal: Bool
  /// Which request this answers: a page read for an older one is dropped.
  public var generation: Int

  public init(_ rows: Rows, countTotal: Bool, generation: Int) {
    self.rows = rows
    self.countTotal = countTotal
    self.generation = generation
  }
}

/// What a data source read for a `WindowQuery`.
public struct WindowPage<Row: Sendable>: Sendable {
  public var rows: [Row]
  /// The position of `rows.first` in the whole list.
  public var start: Int
  /// The whole list's size, when the query asked for it (or the source knows it cheaply).
  public var total: Int?
  /// Rows follow the last one read.
  public var more: Bool
  /// For a query around a key: the position of its row, or of the row that
  /// followed it when it is gone.
  public var keyAt: Int?
  public var generation: Int

  public init(rows: [Row], start: Int, total: Int?, more: Bool, keyAt: Int? = nil, generation: Int) {
    self.rows = rows
    self.start = start
    self.total = total
    self.more = more
    self.keyAt = keyAt
    self.generation = generation
  }
}

extension WindowPage: Equatable where Row: Equatable {}
extension WindowPage: Hashable where Row: Hashable {}

extension WindowQuery {
  /// The page of `rows`, a list held whole in memory (rows from a download,
  /// a test's double), as a database would answer it; `position(of:)` finds
  /// where a key is or would be (nil: after the last row).
  public func page<Row: Sendable>(
    of rows: [Row], position: (String) -> Int?
  ) -> WindowPage<Row> {
    let range: Range<Int>
    var keyAt: Int?
    switch self.rows {
    case .position(let from, let count):
      let first = max(0, min(from, rows.count - count))
      range = first..<min(rows.count, first + count)
    case .around(let key, _, let before, let after):
      let at = position(key) ?? rows.count
      keyAt = at
      range = max(0, at - before)..<min(rows.count, at + after)
    }
    return WindowPage(
      rows: Array(rows[range]), start: range.lowerBound, total: rows.count, more: range.upperBound < rows.count,
      keyAt: keyAt, generation: generation)
  }
}
