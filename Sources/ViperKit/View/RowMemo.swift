/// Remembers the rows of a list a view adapter rendered, so the next render
/// formats only the rows whose model changed: one changed row of a
/// 10,000-row list costs one row's formatting, and the unchanged rows keep
/// their chunks (see `ListRows`), which makes the host's comparison and
/// patch cost the change too.
///
/// A reference inside a value: an adapter is a value, this is its cache.
/// One memo per screen (adapters are made per screen); not thread-safe.
public final class RowMemo<Row: Equatable> {
  // Inlinable so the comparison loop is specialized for the adapter's row
  // type: generic, it costs ~70 instructions a row instead of a few.
  @usableFromInline var rows: [Row] = []
  @usableFromInline var items = ListRows()

  public init() {}

  /// The items for `rows`; `render` is called for new and changed rows only.
  @inlinable
  public func items(for rows: [Row], render: (_ index: Int, _ row: Row) -> ListItem) -> ListRows {
    let before = self.rows
    var items = self.items
    if rows.count != before.count {
      // A different length: rows may have moved; render them all.
      items = ListRows(rows.enumerated().map { render($0.offset, $0.element) })
    } else {
      for index in rows.indices where rows[index] != before[index] {
        items = items.replacing(index, with: render(index, rows[index]))
      }
    }
    self.rows = rows
    self.items = items
    return items
  }
}
