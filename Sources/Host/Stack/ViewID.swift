/// Names one open view on the wire (`v1`, `v2`, …). Ids are never reused
/// within a run, so a stale id always means "closed", never another view.
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
}

/// Hands out view ids in order: deterministic, so transcripts can pin them.
struct ViewIDGenerator {
  private var next = 1
  /// The id `make` hands out next.
  var upcoming: ViewID { ViewID(rawValue: "v\(next)") }
  /// The ids the next `count` views get.
  func upcoming(_ count: Int) -> [ViewID] { (next..<next + count).map { ViewID(rawValue: "v\($0)") } }
  mutating func make() -> ViewID {
    defer { next += 1 }
    return ViewID(rawValue: "v\(next)")
  }
}
