/// A row of a windowed list: known by its key, never by its position.
public protocol WindowRow: Sendable {
  var rowKey: String { get }
}

/// The part of an interactor's state that a list of any size needs: the
/// rows of the window on screen (never the whole list), where they sit,
/// and the row the frontend keeps its place by. It turns a frontend's
/// request into the query a gateway runs, and takes the page read. Its
/// snapshot is the anchor alone: a restored list reads its rows again.
public struct RowWindow<Row: WindowRow & Hashable>: Hashable, Sendable {
  static var page: Int { WindowSize.page }
  static var margin: Int { WindowSize.margin }
  static var maxRequestRows: Int { WindowSize.maxRequestRows }
  static var maxFallbackRows: Int { WindowSize.maxFallbackRows }

  public private(set) var rows: [Row] = []
  /// The position of `rows.first` in the whole list.
  public private(set) var start = 0
  public private(set) var total: Int?
  public private(set) var more = false
  public private(set) var anchor: String?
  /// Rows were read at least once.
  public private(set) var loaded = false
  /// A query made has not been answered yet.
  public private(set) var reading = false
  /// The last query made: a page for an older one is dropped.
  private var generation = 0
  /// The last request's own anchor; nil: the row at `wanted` becomes it.
  private var requestedAnchor: String?
  private var wanted: Int?

  public init(anchor: String? = nil) { self.anchor = anchor }

  /// The `window` member of the list node.
  public var node: ListWindow { ListWindow(start: start, total: total, more: more, anchor: anchor) }

  public func row(_ key: String) -> Row? { rows.first { $0.rowKey == key } }

  /// Where the row with `key` is in the whole list, when it is held.
  public func position(of key: String) -> Int? { rows.firstIndex { $0.rowKey == key }.map { start + $0 } }

  /// Read the window again and count the list (opened, on top again,
  /// restored, the filter changed): around the anchor, else from the start.
  public mutating func reload() -> WindowQuery {
    generation += 1
    reading = true
    requestedAnchor = anchor
    wanted = nil
    let rows: WindowQuery.Rows =
      if let anchor { .around(key: anchor, at: nil, before: Self.margin, after: Self.page + Self.margin) } else {
        .position(from: 0, count: Self.page + Self.margin)
      }
    return WindowQuery(rows, countTotal: true, generation: generation)
  }

  /// The query that answers `request`, whose keys the host found among the
  /// rows held; nil when the rows held answer it already (only the anchor moves).
  public mutating func request(_ request: WindowRequest) -> WindowQuery? {
    let count = min(max(request.count, 1), Self.maxRequestRows)
    let margin = Self.margin
    let query: WindowQuery.Rows
    let first: Int
    switch request.place {
    case .from(let position):
      first = total.map { min(position, max(0, $0 - count)) } ?? position
      let before = min(first, margin)
      query = .position(from: first - before, count: before + count + margin)
    case .after(let key):
      guard let at = position(of: key) else { return nil }
      first = at + 1
      query = .around(key: key, at: at, before: margin - 1, after: 1 + count + margin)
    case .before(let key):
      guard let at = position(of: key) else { return nil }
      first = max(0, at - count)
      query = .around(key: key, at: at, before: count + margin, after: margin)
    case .appendNext:
      guard more else { return nil }
      guard let last = rows.last else { return reload() }
      first = start
      let kept = min(rows.count - 1, Self.maxFallbackRows - Self.page - 1)
      query = .around(key: last.rowKey, at: start + rows.count - 1, before: kept, after: 1 + Self.page)
    case .prependPrevious:
      guard start > 0 else { return nil }
      guard let head = rows.first else { return reload() }
      first = max(0, start - Self.page)
      query = .around(
        key: head.rowKey, at: start, before: Self.page, after: min(rows.count, Self.maxFallbackRows - Self.page))
    }
    let isAsk: Bool
    switch request.place {
    case .from, .after, .before: isAsk = true
    case .appendNext, .prependPrevious: isAsk = false
    }
    if isAsk, holds(first..<(first + count)) {
      anchor = request.anchor ?? rowKey(at: first) ?? anchor
      return nil
    }
    generation += 1
    reading = true
    requestedAnchor = request.anchor ?? (isAsk ? nil : anchor)
    wanted = first
    return WindowQuery(query, countTotal: false, generation: generation)
  }

  /// Takes a page read; false when it answers an older query (dropped).
  @discardableResult
  public mutating func take(_ page: WindowPage<Row>) -> Bool {
    guard page.generation == generation else { return false }
    rows = page.rows
    start = page.start
    if let counted = page.total { total = counted }
    if let total {
      // The count stands as rows come and go; a page that reads past it corrects it.
      self.total = max(total, start + rows.count)
      more = start + rows.count < self.total ?? 0
    } else {
      more = page.more
    }
    loaded = true
    reading = false
    let keys = Set(rows.map(\.rowKey))
    if let requestedAnchor, keys.contains(requestedAnchor) {
      anchor = requestedAnchor
    } else if let wanted, let key = rowKey(at: wanted) {
      anchor = key
    } else if let at = page.keyAt, let key = rowKey(at: at) {
      anchor = key  // the anchor's row is gone: the one that followed it
    } else if anchor.map({ !keys.contains($0) }) ?? true {
      anchor = rows.first?.rowKey ?? anchor  // no row at all (all hidden): the place is kept for later
    }
    requestedAnchor = nil
    wanted = nil
    return true
  }

  /// A held row changed here (a toggle saved, a title edited).
  public mutating func update(_ key: String, _ change: (inout Row) -> Void) {
    guard let index = rows.firstIndex(where: { $0.rowKey == key }) else { return }
    change(&rows[index])
  }

  /// A row left the list (deleted here, or no longer matching the filter):
  /// the rows below move up; the anchor moves to the row that followed.
  public mutating func remove(_ key: String) {
    guard let index = rows.firstIndex(where: { $0.rowKey == key }) else { return }
    rows.remove(at: index)
    if let total { self.total = max(0, total - 1) }
    if anchor == key { anchor = index < rows.count ? rows[index].rowKey : rows.last?.rowKey }
  }

  /// The rows of `range` are held (or, past the window's end, none follow it).
  private func holds(_ range: Range<Int>) -> Bool {
    loaded && range.lowerBound >= start && (range.upperBound <= start + rows.count || !more)
  }

  private func rowKey(at position: Int) -> String? {
    rows.indices.contains(position - start) ? rows[position - start].rowKey : nil
  }
}

/// A snapshot keeps the anchor only: the rows are the database's, read
/// again when the view is restored (issue #45: a save costs what the user
/// did, not what the list holds).
extension RowWindow: Codable {
  private enum CodingKeys: String, CodingKey { case anchor }

  public init(from decoder: any Decoder) throws {
    self.init(anchor: try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .anchor))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(anchor, forKey: .anchor)
  }
}
