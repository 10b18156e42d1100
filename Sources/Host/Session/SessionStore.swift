import JSONValue
import ViperKit

/// One view of a saved session: what rebuilds it (SESSIONS.md §2).
public struct SavedView: Equatable, Sendable {
  public var entry: StackEntry
  /// Nil: the screen takes no snapshots; it is reopened with its input.
  public var snapshot: JSONValue?

  public init(entry: StackEntry, snapshot: JSONValue?) {
    self.entry = entry
    self.snapshot = snapshot
  }
}

/// Where the session is kept between runs: a database in production, a
/// dictionary in tests. Positions count from the root (0).
public protocol SessionStore: AnyObject {
  /// The saved session, root first; empty when none was saved.
  func load() throws -> [SavedView]
  /// In one transaction: writes the views at the positions given and drops
  /// every position from `count` up. Throws `SessionWrittenElsewhere`,
  /// writing nothing, when another host saved into the store since this
  /// one's last save.
  func save(count: Int, changed: [(position: Int, view: SavedView)]) throws
}

/// Another host on the same data directory saved its session since this
/// host's last save (SESSIONS.md §2): the store holds none of this host's
/// views any more, so every view is written again, not only those that changed.
public struct SessionWrittenElsewhere: Error, Equatable {}
