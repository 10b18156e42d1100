/// Remembers the rows of a list a view adapter rendered, so the next render
/// formats only the rows whose model changed: one changed row of a
/// 10,000-row list costs one row's formatting, and the unchanged rows keep
/// their strings, which makes the host's comparison and patch cheap too.
///
/// A reference inside a value: an adapter is a value, this is its cache.
/// One memo per screen (adapters are made per screen); not thread-safe.
public final class RowMemo<Row: Equatable> {
  private var rows: [Row] = []
  private var items: [ListItem] = []

  public init() {}

  /// The items for `rows`; `render` is called for new and changed rows only.
  public func items(for rows: [Row], render: (_ index: Int, _ row: Row) -> ListItem) -> [ListItem] {
    if rows.count != self.rows.count {
      // A different length: rows may have moved; render them all.
      items = rows.enumerated().map { render($0.offset, $0.element) }
    } else {
      for index in rows.indices where rows[index] != self.rows[index] {
        items[index] = render(index, rows[index])
      }
    }
    self.rows = rows
    return items
  }
}
