import JSONValue
import PluginWire
import ViperKit

/// The `screen/update` notifications of one plugin instance, handed to the
/// effects that wait for them, per screen and in order. An update may come
/// before its effect starts waiting (the plugin finished first): it waits in
/// a queue. A screen's queue is bounded; a plugin that floods it is broken.
public final class PluginUpdates: Sendable {
  /// What an effect waiting on a plugin gets back.
  public enum Delivery: Equatable, Sendable {
    case update(JSONValue)
    /// The screen closed: nothing more will come for it.
    case cancelled
    case failed(ModuleFailure)
    /// No update came within the deadline: the plugin broke its promise.
    case timedOut
  }

  private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<Delivery, Never>
  }

  private struct Screen {
    var queued: [JSONValue] = []
    var waiters: [Waiter] = []
  }

  private struct State {
    var screens: [PluginScreenID: Screen] = [:]
    var closed: Set<PluginScreenID> = []
    var failure: ModuleFailure?
    var nextWaiter = 0
  }

  private let state = Locked(State())
  /// Updates one screen may have waiting that no effect asked for yet.
  public static let maxQueued = 2 * ScreenReply.maxEffects

  public init() {}

  /// Waits for the screen's next update, at most `timeout` (an announced
  /// effect that never ends would hold `host/idle` and the host's exit).
  public func next(for screen: PluginScreenID, timeout: Duration) async -> Delivery {
    await withCheckedContinuation { continuation in
      let waiting: Int? = state.withLock { state in
        let ready: Delivery
        if let failure = state.failure {
          ready = .failed(failure)
        } else if state.closed.contains(screen) {
          ready = .cancelled
        } else if var entry = state.screens[screen], !entry.queued.isEmpty {
          ready = .update(entry.queued.removeFirst())
          state.screens[screen] = entry
        } else {
          state.nextWaiter += 1
          state.screens[screen, default: Screen()].waiters.append(
            Waiter(id: state.nextWaiter, continuation: continuation))
          return state.nextWaiter
        }
        continuation.resume(returning: ready)
        return nil
      }
      if let waiting {
        Task {
          try? await Task.sleep(for: timeout)
          self.expire(waiting, of: screen)
        }
      }
    }
  }

  private func expire(_ waiter: Int, of screen: PluginScreenID) {
    let expired: Waiter? = state.withLock { state in
      guard var entry = state.screens[screen], let index = entry.waiters.firstIndex(where: { $0.id == waiter })
      else { return nil }
      defer { state.screens[screen] = entry }
      return entry.waiters.remove(at: index)
    }
    expired?.continuation.resume(returning: .timedOut)
  }

  /// An update arrived. Returns false when the screen has too many waiting
  /// (the caller treats the plugin as broken).
  public func deliver(_ params: JSONValue, for screen: PluginScreenID) -> Bool {
    let result: (Waiter?, Bool) = state.withLock { state in
      if state.closed.contains(screen) || state.failure != nil { return (nil, true) }  // late: dropped
      var entry = state.screens[screen, default: Screen()]
      defer { state.screens[screen] = entry }
      if !entry.waiters.isEmpty { return (entry.waiters.removeFirst(), true) }
      guard entry.queued.count < Self.maxQueued else { return (nil, false) }
      entry.queued.append(params)
      return (nil, true)
    }
    result.0?.continuation.resume(returning: .update(params))
    return result.1
  }

  /// How many updates of the screen wait for an effect, and how many effects
  /// wait for an update (for tests: a waiter is registered before an update comes).
  func pending(for screen: PluginScreenID) -> (queued: Int, waiting: Int) {
    state.withLock { state in
      let entry = state.screens[screen]
      return (entry?.queued.count ?? 0, entry?.waiters.count ?? 0)
    }
  }

  /// The screen closed: its waiting effects end with nothing.
  public func cancel(_ screen: PluginScreenID) {
    let waiters = state.withLock { state in
      state.closed.insert(screen)
      return state.screens.removeValue(forKey: screen)?.waiters ?? []
    }
    for waiter in waiters { waiter.continuation.resume(returning: .cancelled) }
  }

  /// The plugin is gone: every waiting effect ends with the failure.
  public func fail(_ failure: ModuleFailure) {
    let waiters = state.withLock { state in
      state.failure = state.failure ?? failure
      defer { state.screens.removeAll() }
      return state.screens.values.flatMap(\.waiters)
    }
    for waiter in waiters { waiter.continuation.resume(returning: .failed(failure)) }
  }
}
