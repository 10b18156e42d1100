/// Remembers the rows of a list a view adapter rendered, so the next render
/// formats only the rows whose model changed: one changed row of a
/// 10,000-row list costs one row's formatting, and the unchanged rows keep
/// their chunks (see `PersistentVector`), which makes the host's comparison
/// and patch cost the change too.
///
/// Give it the model rows as an array (each row is compared with the one
/// before) or as a `PersistentVector` (only rows in chunks the two versions
/// do not share are compared: the whole render then costs the change).
///
/// Author API, not a benchmark's: any screen with a long list uses it (the
/// README's "Long lists"); the benchmark list (`BenchModules/List`) is the
/// example because no built-in feature has thousands of rows.
///
/// A reference inside a value: an adapter is a value, this is its cache.
/// One memo per screen (adapters are made per screen); not thread-safe.
public final class RowMemo<Row: Equatable & Sendable> {
  // Inlinable so the comparison is specialized for the adapter's row type:
  // generic, it costs ~70 instructions a row instead of a few.
  @usableFromInline var rows = PersistentVector<Row>()
  @usableFromInline var items = ListRows()

  public init() {}

  /// The items for `rows`; `render` is called for new and changed rows only.
  @inlinable
  public func items(for rows: PersistentVector<Row>, render: (_ index: Int, _ row: Row) -> ListItem) -> ListRows {
    if let changed = rows.changedIndices(from: self.rows) {
      for index in changed { items[index] = render(index, rows[index]) }
    } else {
      // A different length: rows may have moved; render them all.
      items = ListRows(rows.enumerated().map { render($0.offset, $0.element) })
    }
    self.rows = rows
    return items
  }

  /// The items for `rows`; `render` is called for new and changed rows only.
  @inlinable
  public func items(for rows: [Row], render: (_ index: Int, _ row: Row) -> ListItem) -> ListRows {
    guard rows.count == self.rows.count else { return items(for: PersistentVector(rows), render: render) }
    var next = self.rows
    for (index, (row, old)) in zip(rows, self.rows).enumerated() where row != old { next[index] = row }
    return items(for: next, render: render)
  }
}
