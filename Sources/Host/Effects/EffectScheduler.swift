import ViperKit

/// A finished effect on its way back to the screen that asked for it.
public struct EffectCompletion: Sendable {
  public let view: ViewID
  public let result: EffectResult?
}

/// Starts effects off the host's serial queue. Their completions come back
/// through `HostCore.deliver`, one at a time, on the host's queue.
public protocol EffectScheduler: AnyObject {
  func schedule(_ work: EffectWork, for view: ViewID)
  /// The view closed: cancel its running effects whose lifetime ends with
  /// it. Each still posts its completion (which the host then drops).
  func cancelEffects(of view: ViewID)
}
