/// A window on rows a screen holds whole — rows that came with its input or
/// from a download, not from a database (PROTOCOL.md §6, "Lists of any
/// size"): the rows stay in the module's state, the frontend gets only the
/// window. It keeps its place by the anchor's key, so rows that arrive or
/// go above never move what is shown; its snapshot is that place.
public struct HeldWindow: Hashable, Codable, Sendable {
  public private(set) var start = 0
  public private(set) var count = WindowSize.page + WindowSize.margin
  public private(set) var anchor: String?
  /// How far below `start` the anchor was when the window was last placed.
  private var anchorOffset = 0

  public init() {}

  /// The rows of `keys` (the whole list's, in order) the window shows, and
  /// its `window` member; `more`: rows may follow the last key (a list still
  /// paging in, whose total is then unknown).
  public func place(in keys: [String], more: Bool = false) -> (range: Range<Int>, window: ListWindow) {
    var first = start
    if let anchor, let at = keys.firstIndex(of: anchor) { first = max(0, at - anchorOffset) }
    first = max(0, min(first, keys.count - 1))
    let range = first..<min(keys.count, first + count)
    let follows = range.upperBound < keys.count || more
    return (range, ListWindow(start: first, total: more ? nil : keys.count, more: follows, anchor: anchor))
  }

  /// Takes a request the host checked against the rows sent (its keys are
  /// among `keys`). True when it asks for rows past the last one held (More
  /// at the end, a page after the last row): a list still paging in fetches then.
  @discardableResult
  public mutating func take(_ request: WindowRequest, keys: [String]) -> Bool {
    let (shown, _) = place(in: keys)
    let asked = min(max(request.count, 1), WindowSize.maxRequestRows)
    let wanted: Int
    switch request.place {
    case .from(let position): wanted = position
    case .after(let key): wanted = (keys.firstIndex(of: key) ?? shown.upperBound - 1) + 1
    case .before(let key): wanted = max(0, (keys.firstIndex(of: key) ?? shown.lowerBound) - asked)
    case .appendNext:
      grow(from: shown.lowerBound, to: shown.upperBound + WindowSize.page, keepingEnd: true, keys: keys)
      return shown.upperBound + WindowSize.page > keys.count
    case .prependPrevious:
      grow(from: shown.lowerBound - WindowSize.page, to: shown.upperBound, keepingEnd: false, keys: keys)
      return false
    }
    let first = max(0, min(wanted, keys.count - asked))
    start = max(0, first - WindowSize.margin)
    count = (first - start) + asked + WindowSize.margin
    anchorAt(request.anchor ?? (keys.indices.contains(first) ? keys[first] : keys.last), keys: keys)
    return wanted + asked > keys.count
  }

  /// The fallback's More and Earlier: the window grows to at most `maxFallbackRows`, losing the far end past it.
  private mutating func grow(from lower: Int, to upper: Int, keepingEnd: Bool, keys: [String]) {
    var lower = max(0, lower)
    var upper = max(lower, upper)
    if upper - lower > WindowSize.maxFallbackRows {
      if keepingEnd { lower = upper - WindowSize.maxFallbackRows } else { upper = lower + WindowSize.maxFallbackRows }
    }
    start = lower
    count = max(upper - lower, 1)
    // The anchor stays while its row is shown; else the first row shown is it.
    let kept = anchor.flatMap { keys.firstIndex(of: $0) }.map { (lower..<upper).contains($0) } ?? false
    anchorAt(kept ? anchor : keys.indices.contains(lower) ? keys[lower] : nil, keys: keys)
  }

  private mutating func anchorAt(_ key: String?, keys: [String]) {
    anchor = key
    anchorOffset = key.flatMap { keys.firstIndex(of: $0) }.map { max(0, $0 - start) } ?? 0
  }
}
