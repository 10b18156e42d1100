import JSONValue

@testable import Host

/// A store that keeps the session in memory (unit tests).
final class MemorySessionStore: SessionStore {
  private(set) var views: [SavedView] = []
  /// How many times `save` ran: tests check the host saves only what changed.
  private(set) var saves = 0

  init(views: [SavedView] = []) { self.views = views }

  func load() throws -> [SavedView] { views }

  func save(count: Int, changed: [(position: Int, view: SavedView)]) throws {
    saves += 1
    for (position, view) in changed {
      if position < views.count { views[position] = view } else { views.append(view) }
    }
    views.removeSubrange(min(count, views.count)...)
  }
}
