import JSONValue
import ViperKit
import Wire

/// The screens of a whole stack, made before any is put on it (a deep link,
/// a restored session): if one cannot be made, every screen made so far
/// closes and nothing opens. `StackRunner.replaceStack` puts them in place.
/// A screen whose snapshot no longer fits its state (its module changed,
/// as under `make dev`) is made fresh instead: the rest of the stack stays.
struct ScreenBatch {
  private(set) var screens: [(screen: any Screen, entry: StackEntry)] = []
  /// Whether each screen was rebuilt from a snapshot (it then gets
  /// `restored` instead of `start`).
  private(set) var restored: [Bool] = []
  /// The entries made fresh because their snapshot no longer fit, with why.
  private(set) var fresh: [(index: Int, reason: String)] = []

  /// Makes a screen for each entry, root first, rebuilt from its snapshot
  /// when it has one; throws the first failure, `data.index` naming the entry.
  static func make(
    _ entries: [StackEntry], snapshots: [SavedSnapshot?]? = nil, registry: ModuleRegistry
  ) throws(RPCError) -> ScreenBatch {
    var batch = ScreenBatch()
    for (index, entry) in entries.enumerated() {
      do throws(RPCError) {
        try batch.add(entry, at: index, snapshot: snapshots?[index], registry: registry)
      } catch {
        for made in batch.screens { made.screen.close() }
        throw error.at(index: index)
      }
    }
    return batch
  }

  private mutating func add(
    _ entry: StackEntry, at index: Int, snapshot: SavedSnapshot?, registry: ModuleRegistry
  ) throws(RPCError) {
    guard let module = registry.module(named: entry.module) else { throw .moduleNotFound(entry.module) }
    // Counted before it can fail, so that it closes with the others.
    screens.append((try Self.make(module, entry), entry))
    restored.append(snapshot != nil)
    if let failure = screens[index].screen.failure { throw .pluginFailed(failure) }
    guard let snapshot else { return }
    do {
      switch snapshot {
      case .state(let state): try screens[index].screen.restore(snapshot: state)
      case .unreadable(let reason): throw SnapshotUnreadable(reason: reason)
      }
    } catch {
      // Its state type changed since it was saved: this screen starts afresh, the stack below it stays.
      screens[index].screen.close()
      screens[index].screen = try Self.make(module, entry)
      restored[index] = false
      fresh.append((index, "\(error)"))
      if let failure = screens[index].screen.failure { throw .pluginFailed(failure) }
    }
  }

  private static func make(_ module: any ScreenModule, _ entry: StackEntry) throws(RPCError) -> any Screen {
    do {
      return try module.makeScreen(input: entry.input.map(ScreenInput.json) ?? .none)
    } catch {
      throw .invalidInput(entry.module, error)
    }
  }
}

/// A saved snapshot that is not JSON: its view opens fresh, as one that no longer fits.
private struct SnapshotUnreadable: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
