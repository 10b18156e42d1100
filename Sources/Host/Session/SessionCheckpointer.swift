import Logging
import ViperKit
import Wire

/// Sessions as data (SESSIONS.md §2): what is saved (each view's entry and
/// snapshot), when (`checkpoint`, which the host loop calls before it
/// writes anything out, so nothing reaches the frontend before the session
/// that shows it is saved) and how a saved session comes back (`restore`).
/// The only owner of what the store holds; it watches the views to know
/// which changed since the last save.
final class SessionCheckpointer: ViewObserver {
  private let store: any SessionStore
  private let logger: Logger
  /// The views the store holds, by position, as of the last save.
  private var savedIDs: [ViewID] = []
  /// Views something reached since the last save.
  private var unsaved: Set<ViewID> = []

  init(store: any SessionStore, logger: Logger) {
    self.store = store
    self.logger = logger
  }

  // MARK: Saving

  /// Saves what changed since the last save, in one transaction; every
  /// view when another host saved into the store meanwhile.
  func checkpoint(_ views: [OpenView]) {
    do {
      do {
        try save(views)
      } catch is SessionWrittenElsewhere {
        savedIDs = []
        try save(views)
      }
    } catch {
      logger.error("saving the session failed", metadata: ["error": "\(error)"])
    }
  }

  private func save(_ views: [OpenView]) throws {
    var changed: [(position: Int, view: SavedView)] = []
    for (position, view) in views.enumerated()
    where unsaved.contains(view.id) || position >= savedIDs.count || savedIDs[position] != view.id {
      changed.append((position, SavedView(entry: view.entry, snapshot: view.screen.captureState()?.snapshot)))
    }
    guard !changed.isEmpty || views.count != savedIDs.count else { return }
    try store.save(count: views.count, changed: changed)
    savedIDs = views.map(\.id)
    unsaved.removeAll(keepingCapacity: true)
  }

  func view(_ view: OpenView, took step: HistoryStep, rev: Int) { unsaved.insert(view.id) }
  func view(_ view: OpenView, wentTo index: Int, rev: Int) { unsaved.insert(view.id) }
  func viewRestored(_ view: OpenView, rev: Int) { unsaved.insert(view.id) }
  func viewClosed(_ view: OpenView) { unsaved.remove(view.id) }

  // MARK: Restoring

  /// The saved session, opened: its top view, and the views that opened
  /// fresh because their saved state no longer fit their module.
  struct Restored {
    var top: OpenView
    var fresh: [OpenView]
  }

  /// Opens the saved session in place of every open view; nil (and the
  /// reason logged) when there is none or it no longer fits the modules.
  /// A view whose snapshot no longer decodes opens fresh, the others as saved.
  func restore(into runner: StackRunner, registry: ModuleRegistry, maxViews: Int) -> Restored? {
    let saved: [SavedView]
    do {
      saved = try store.load()
    } catch {
      logger.error("reading the saved session failed", metadata: ["error": "\(error)"])
      return nil
    }
    guard !saved.isEmpty else { return nil }
    func fail(_ reason: String) -> Restored? {
      logger.warning(
        "the saved session cannot be restored; opening the launch screen", metadata: ["reason": "\(reason)"])
      return nil
    }
    guard saved.count <= maxViews,
      runner.announcementFits(opening: saved.last!.entry.module, replacingStack: true, count: saved.count)
    else { return fail("\(saved.count) views are more than the host may open") }
    let batch: ScreenBatch
    do {
      batch = try ScreenBatch.make(saved.map(\.entry), snapshots: saved.map(\.saved), registry: registry)
    } catch {
      let index = error.details["index"]?.intValue.map { String($0) } ?? "?"
      return fail("view \(index): \(error.message)")
    }
    for (index, reason) in batch.fresh {
      logger.warning(
        "a saved view no longer fits its module; it opens fresh",
        metadata: ["view": "\(index)", "module": "\(saved[index].entry.module)", "reason": "\(reason)"])
    }
    var fresh: [OpenView] = []
    guard
      let top = try? runner.replaceStack(
        with: batch, placed: { views in fresh = batch.fresh.map { views[$0.index] } })
    else { return nil }
    return Restored(top: top, fresh: fresh)
  }
}
