/// A window on rows a screen holds whole — rows that came with its input or
/// from a download, not from a database (PROTOCOL.md §6, "Lists of any
/// size"): the rows stay in the module's state, the frontend gets only the
/// window. It keeps its place by the anchor's key, so rows that arrive or
/// go above never move what is shown; its snapshot is that place.
///
/// The rows are described by `HeldRows`: their keys in an array (a few
/// hundred rows: a look-up scans), or how to find a key's position and the
/// key at a position (rows numbered by position: each costs O(1)).
public struct HeldWindow: Hashable, Codable, Sendable {
  public private(set) var start = 0
  public private(set) var count = WindowSize.page + WindowSize.margin
  public private(set) var anchor: String?
  /// How far below `start` the anchor was when the window was last placed.
  private var anchorOffset = 0

  public init() {}

  /// The rows the window shows, and its `window` member; `more`: rows may
  /// follow the last one (a list still paging in, whose total is then unknown).
  public func place(in rows: HeldRows, more: Bool = false) -> (range: Range<Int>, window: ListWindow) {
    var first = start
    if let anchor, let at = rows.position(anchor) { first = max(0, at - anchorOffset) }
    first = max(0, min(first, rows.count - 1))
    let range = first..<min(rows.count, first + count)
    let follows = range.upperBound < rows.count || more
    return (range, ListWindow(start: first, total: more ? nil : rows.count, more: follows, anchor: anchor))
  }

  public func place(in keys: [String], more: Bool = false) -> (range: Range<Int>, window: ListWindow) {
    place(in: HeldRows(keys), more: more)
  }

  /// Takes a request the host checked against the rows sent (its keys are
  /// among the rows). True when it asks for rows past the last one held (More
  /// at the end, a page after the last row): a list still paging in fetches then.
  @discardableResult
  public mutating func take(_ request: WindowRequest, rows: HeldRows) -> Bool {
    let (shown, _) = place(in: rows)
    let asked = min(max(request.count, 1), WindowSize.maxRequestRows)
    let wanted: Int
    switch request.place {
    case .from(let position): wanted = position
    case .after(let key): wanted = (rows.position(key) ?? shown.upperBound - 1) + 1
    case .before(let key): wanted = max(0, (rows.position(key) ?? shown.lowerBound) - asked)
    case .appendNext:
      grow(from: shown.lowerBound, to: shown.upperBound + WindowSize.page, keepingEnd: true, rows: rows)
      return shown.upperBound + WindowSize.page > rows.count
    case .prependPrevious:
      grow(from: shown.lowerBound - WindowSize.page, to: shown.upperBound, keepingEnd: false, rows: rows)
      return false
    }
    let first = max(0, min(wanted, rows.count - asked))
    start = max(0, first - WindowSize.margin)
    count = (first - start) + asked + WindowSize.margin
    anchorAt(request.anchor ?? rows.key(min(first, rows.count - 1)), rows: rows)
    return wanted + asked > rows.count
  }

  @discardableResult
  public mutating func take(_ request: WindowRequest, keys: [String]) -> Bool {
    take(request, rows: HeldRows(keys))
  }

  /// The fallback's More and Earlier: the window grows to at most `maxFallbackRows`, losing the far end past it.
  private mutating func grow(from lower: Int, to upper: Int, keepingEnd: Bool, rows: HeldRows) {
    var lower = max(0, lower)
    var upper = max(lower, upper)
    if upper - lower > WindowSize.maxFallbackRows {
      if keepingEnd { lower = upper - WindowSize.maxFallbackRows } else { upper = lower + WindowSize.maxFallbackRows }
    }
    start = lower
    count = max(upper - lower, 1)
    // The anchor stays while its row is shown; else the first row shown is it.
    let kept = anchor.flatMap(rows.position).map { (lower..<upper).contains($0) } ?? false
    anchorAt(kept ? anchor : rows.key(lower), rows: rows)
  }

  private mutating func anchorAt(_ key: String?, rows: HeldRows) {
    anchor = key
    anchorOffset = key.flatMap(rows.position).map { max(0, $0 - start) } ?? 0
  }
}

/// The rows a `HeldWindow` is over: how many, where a key is, which key is where.
public struct HeldRows {
  public let count: Int
  public let position: (String) -> Int?
  private let keyAt: (Int) -> String

  public init(count: Int, position: @escaping (String) -> Int?, key: @escaping (Int) -> String) {
    self.count = count
    self.position = position
    keyAt = key
  }

  /// Rows known by the keys in an array (a look-up scans it).
  public init(_ keys: [String]) {
    self.init(count: keys.count, position: { keys.firstIndex(of: $0) }, key: { keys[$0] })
  }

  /// The key at `position`; nil outside the rows.
  public func key(_ position: Int) -> String? { (0..<count).contains(position) ? keyAt(position) : nil }
}
