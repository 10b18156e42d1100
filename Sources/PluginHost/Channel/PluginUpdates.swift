import JSONValue
import Synchronization
import ViperKit

/// The `screen/update` notifications of one plugin instance, handed to the
/// effects that wait for them, per screen and in order. An update may come
/// before its effect starts waiting (the plugin finished first): it waits in
/// a queue. A screen's queue is bounded; a plugin that floods it is broken.
public final class PluginUpdates: Sendable {
  /// What an effect waiting on a plugin gets back.
  public enum Delivery: Sendable {
    case update(JSONValue)
    /// The screen closed: nothing more will come for it.
    case cancelled
    case failed(ModuleFailure)
  }

  private struct Screen {
    var queued: [JSONValue] = []
    var waiters: [CheckedContinuation<Delivery, Never>] = []
  }

  private struct State {
    var screens: [PluginScreenID: Screen] = [:]
    var closed: Set<PluginScreenID> = []
    var failure: ModuleFailure?
  }

  private let state = Mutex(State())
  /// Updates one screen may have waiting that no effect asked for yet.
  public static let maxQueued = 2 * ScreenReply.maxEffects

  public init() {}

  /// Waits for the screen's next update.
  public func next(for screen: PluginScreenID) async -> Delivery {
    await withCheckedContinuation { continuation in
      let ready: Delivery? = state.withLock { state in
        if let failure = state.failure { return .failed(failure) }
        if state.closed.contains(screen) { return .cancelled }
        if var entry = state.screens[screen], !entry.queued.isEmpty {
          let update = entry.queued.removeFirst()
          state.screens[screen] = entry
          return .update(update)
        }
        state.screens[screen, default: Screen()].waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// An update arrived. Returns false when the screen has too many waiting
  /// (the caller treats the plugin as broken).
  public func deliver(_ params: JSONValue, for screen: PluginScreenID) -> Bool {
    let result: (CheckedContinuation<Delivery, Never>?, Bool) = state.withLock { state in
      if state.closed.contains(screen) || state.failure != nil { return (nil, true) }  // late: dropped
      var entry = state.screens[screen, default: Screen()]
      defer { state.screens[screen] = entry }
      if !entry.waiters.isEmpty { return (entry.waiters.removeFirst(), true) }
      guard entry.queued.count < Self.maxQueued else { return (nil, false) }
      entry.queued.append(params)
      return (nil, true)
    }
    result.0?.resume(returning: .update(params))
    return result.1
  }

  /// The screen closed: its waiting effects end with nothing.
  public func cancel(_ screen: PluginScreenID) {
    let waiters = state.withLock { state in
      state.closed.insert(screen)
      return state.screens.removeValue(forKey: screen)?.waiters ?? []
    }
    for waiter in waiters { waiter.resume(returning: .cancelled) }
  }

  /// The plugin is gone: every waiting effect ends with the failure.
  public func fail(_ failure: ModuleFailure) {
    let waiters = state.withLock { state in
      state.failure = state.failure ?? failure
      defer { state.screens.removeAll() }
      return state.screens.values.flatMap(\.waiters)
    }
    for waiter in waiters { waiter.resume(returning: .failed(failure)) }
  }
}
