import JSONValue
import ViperKit

/// One view of a saved session: what rebuilds it (SESSIONS.md §2).
public struct SavedView: Equatable, Sendable {
  public var entry: StackEntry
  /// Nil: the screen takes no snapshots; it is reopened with its input.
  public var saved: SavedSnapshot?

  public init(entry: StackEntry, snapshot: JSONValue?) {
    self.init(entry: entry, saved: snapshot.map(SavedSnapshot.state))
  }

  public init(entry: StackEntry, saved: SavedSnapshot?) {
    self.entry = entry
    self.saved = saved
  }

  /// The state to write (a view being saved always has a readable one, or none).
  public var snapshot: JSONValue? {
    if case .state(let state) = saved { return state }
    return nil
  }
}

/// A view's snapshot as the store gives it back: its state, or text that is
/// not JSON (a damaged or hand-edited file). Either way a snapshot that does
/// not fit opens its view fresh (SESSIONS.md §2), never the launch screen.
public enum SavedSnapshot: Equatable, Sendable {
  case state(JSONValue)
  case unreadable(reason: String)
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
