import JSONValue
import ViperKit
import Wire

/// The screens of a whole stack, made before any is put on it (a deep link,
/// a restored session): if one cannot be made, every screen made so far
/// closes and nothing opens. `StackRunner.replaceStack` puts them in place.
struct ScreenBatch {
  private(set) var screens: [(screen: any Screen, entry: StackEntry)] = []
  /// Whether each screen was rebuilt from a snapshot (it then gets
  /// `restored` instead of `start`).
  private(set) var restored: [Bool] = []

  /// Makes a screen for each entry, root first, rebuilt from its snapshot
  /// when it has one; throws the first failure, `data.index` naming the entry.
  static func make(
    _ entries: [StackEntry], snapshots: [JSONValue?]? = nil, registry: ModuleRegistry
  ) throws(RPCError) -> ScreenBatch {
    var batch = ScreenBatch()
    for (index, entry) in entries.enumerated() {
      do throws(RPCError) {
        try batch.add(entry, snapshot: snapshots?[index], registry: registry)
      } catch {
        for made in batch.screens { made.screen.close() }
        throw error.at(index: index)
      }
    }
    return batch
  }

  private mutating func add(_ entry: StackEntry, snapshot: JSONValue?, registry: ModuleRegistry) throws(RPCError) {
    guard let module = registry.module(named: entry.module) else { throw .moduleNotFound(entry.module) }
    let screen: any Screen
    do {
      screen = try module.makeScreen(input: entry.input.map(ScreenInput.json) ?? .none)
    } catch {
      throw .invalidInput(entry.module, error)
    }
    // Counted before it can fail, so that it closes with the others.
    screens.append((screen, entry))
    restored.append(snapshot != nil)
    if let failure = screen.failure { throw .pluginFailed(failure) }
    if let snapshot {
      do {
        try screen.restore(snapshot: snapshot)
      } catch {
        throw .snapshotDoesNotFit(entry.module, error)
      }
    }
  }
}
