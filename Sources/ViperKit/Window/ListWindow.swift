/// A list's `window` member (PROTOCOL.md §6, "Lists of any size"): where
/// the rows a list node holds sit in the whole list.
public struct ListWindow: Hashable, Sendable {
  /// The position of the first row held in the whole list (0-based).
  public var start: Int
  /// The rows of the whole list; nil: unknown (`more` says whether rows follow).
  public var total: Int?
  /// Rows follow the last one held.
  public var more: Bool
  /// The row the frontend keeps its place by: kept in the session, so a
  /// restored view opens around it.
  public var anchor: String?

  public init(start: Int, total: Int?, more: Bool, anchor: String? = nil) {
    self.start = start
    self.total = total
    self.more = more
    self.anchor = anchor
  }
}

/// What a frontend asks of a list's window (`view/rows`), or the readable
/// fallback's More and Earlier buttons (rule 8). The host checks it against
/// the window as sent before a module sees it: the keys name rows held.
public struct WindowRequest: Hashable, Sendable {
  public enum Place: Hashable, Sendable {
    /// A jump by position (0-based).
    case from(Int)
    /// The rows after the row with this key.
    case after(String)
    /// The rows before the row with this key.
    case before(String)
    /// The fallback's More: the window as it is, and the rows after it.
    case appendNext
    /// The fallback's Earlier: the rows before the window, and the window.
    case prependPrevious
  }

  public var place: Place
  /// How many rows, 1 … `RowWindow.maxRequestRows`.
  public var count: Int
  /// The row the frontend keeps its place by; nil: the first row asked for.
  public var anchor: String?

  public init(_ place: Place, count: Int, anchor: String? = nil) {
    self.place = place
    self.count = count
    self.anchor = anchor
  }
}

/// The sizes of windows (PROTOCOL.md §6, "Lists of any size").
public enum WindowSize {
  /// The rows a list shows first, and the rows the fallback's More adds.
  public static let page = 50
  /// Rows read on each side of those asked for, so a short scroll never waits.
  public static let margin = 50
  /// The most rows one request may ask for (`limits.maxWindowRows`).
  public static let maxRequestRows = 200
  /// The most rows the fallback's More and Earlier grow the window to.
  public static let maxFallbackRows = 1000
}
