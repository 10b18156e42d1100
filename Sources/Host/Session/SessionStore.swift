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
  /// every position from `count` up.
  func save(count: Int, changed: [(position: Int, view: SavedView)]) throws
}

/// A store that keeps the session in memory (unit tests).
public final class MemorySessionStore: SessionStore {
  public private(set) var views: [SavedView] = []
  /// How many times `save` ran: tests check the host saves only what changed.
  public private(set) var saves = 0

  public init(views: [SavedView] = []) { self.views = views }

  public func load() throws -> [SavedView] { views }

  public func save(count: Int, changed: [(position: Int, view: SavedView)]) throws {
    saves += 1
    for (position, view) in changed {
      if position < views.count { views[position] = view } else { views.append(view) }
    }
    views.removeSubrange(min(count, views.count)...)
  }
}
