import ViperKit

/// Runs each effect as a detached task and posts its completion to the
/// mailbox; closing a view cancels its cancellable effects.
public final class TaskEffectScheduler: EffectScheduler, Sendable {
  private let mailbox: Mailbox
  private let tasks = EffectTasks<ViewID>()

  public init(mailbox: Mailbox) { self.mailbox = mailbox }

  public func schedule(_ work: EffectWork, for view: ViewID) {
    let mailbox = mailbox
    tasks.run(work, for: view) { result in mailbox.post(EffectCompletion(view: view, result: result)) }
  }

  public func cancelEffects(of view: ViewID) { tasks.cancel(view) }
}
