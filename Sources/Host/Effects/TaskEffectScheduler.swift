import ViperKit

/// Runs each effect as a detached task and posts its completion to the mailbox.
public final class TaskEffectScheduler: EffectScheduler {
  private let mailbox: Mailbox

  public init(mailbox: Mailbox) { self.mailbox = mailbox }

  public func schedule(_ work: EffectWork, for view: ViewID) {
    let mailbox = mailbox
    Task.detached {
      let result = await work.run()
      mailbox.post(EffectCompletion(view: view, result: result))
    }
  }
}
