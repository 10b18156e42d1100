import Synchronization
import ViperKit

/// Runs each effect as a detached task and posts its completion to the
/// mailbox; keeps the cancellable ones' tasks per view, to cancel them when
/// their view closes.
public final class TaskEffectScheduler: EffectScheduler, Sendable {
  private let mailbox: Mailbox
  private let running = Mutex<Running>(Running())

  private struct Running {
    var nextID = 0
    var tasks: [ViewID: [Int: Task<Void, Never>]] = [:]
    /// Tasks that ended before they were registered.
    var endedEarly: Set<Int> = []
  }

  public init(mailbox: Mailbox) { self.mailbox = mailbox }

  public func schedule(_ work: EffectWork, for view: ViewID) {
    let mailbox = mailbox
    guard work.lifetime == .cancelledWithView else {
      Task.detached {
        let result = await work.run()
        mailbox.post(EffectCompletion(view: view, result: result))
      }
      return
    }
    let id = running.withLock { running in
      running.nextID += 1
      return running.nextID
    }
    let task = Task.detached { [weak self] in
      let result = await work.run()
      self?.finished(id, of: view)
      mailbox.post(EffectCompletion(view: view, result: result))
    }
    running.withLock { running in
      // A task that already ended is not kept.
      if running.endedEarly.remove(id) == nil { running.tasks[view, default: [:]][id] = task }
    }
  }

  public func cancelEffects(of view: ViewID) {
    let tasks = running.withLock { $0.tasks.removeValue(forKey: view) } ?? [:]
    for task in tasks.values { task.cancel() }
  }

  private func finished(_ id: Int, of view: ViewID) {
    running.withLock { running in
      guard running.tasks[view]?.removeValue(forKey: id) != nil else {
        running.endedEarly.insert(id)
        return
      }
      if running.tasks[view]?.isEmpty == true { running.tasks[view] = nil }
    }
  }
}
