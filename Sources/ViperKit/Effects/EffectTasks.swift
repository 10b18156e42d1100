/// Runs effects as detached tasks, grouped by the screen that started them,
/// so closing a screen can cancel those whose lifetime ends with it. Used by
/// the host (per view) and by the plugin SDK (per plugin screen).
package final class EffectTasks<Owner: Hashable & Sendable>: Sendable {
  private struct Running {
    var nextID = 0
    var tasks: [Owner: [Int: Task<Void, Never>]] = [:]
    /// Tasks that ended before they were registered.
    var endedEarly: Set<Int> = []
  }

  private let running = Locked(Running())

  package init() {}

  /// Runs `work`, then `completion` with its result (also when cancelled).
  package func run(
    _ work: EffectWork, for owner: Owner, completion: @escaping @Sendable (EffectResult?) -> Void
  ) {
    guard work.lifetime == .cancelledWithView else {
      Task.detached { completion(await work.run()) }
      return
    }
    let id = running.withLock { running in
      running.nextID += 1
      return running.nextID
    }
    let task = Task.detached { [weak self] in
      let result = await work.run()
      self?.finished(id, of: owner)
      completion(result)
    }
    running.withLock { running in
      if running.endedEarly.remove(id) == nil { running.tasks[owner, default: [:]][id] = task }
    }
  }

  /// Cancels the owner's running effects whose lifetime ends with it.
  package func cancel(_ owner: Owner) {
    let tasks = running.withLock { $0.tasks.removeValue(forKey: owner) } ?? [:]
    for task in tasks.values { task.cancel() }
  }

  private func finished(_ id: Int, of owner: Owner) {
    running.withLock { running in
      guard running.tasks[owner]?.removeValue(forKey: id) != nil else {
        running.endedEarly.insert(id)
        return
      }
      if running.tasks[owner]?.isEmpty == true { running.tasks[owner] = nil }
    }
  }
}
