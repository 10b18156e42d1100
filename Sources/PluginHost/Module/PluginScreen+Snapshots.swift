import JSONValue
import PluginWire
import ViperKit

/// Sessions as data for plugins (Protocol/PLUGINS.md §1, SESSIONS.md): a
/// plugin whose manifest says `snapshots` answers `screen/snapshot` with its
/// state and takes one back with `screen/restore`. Any other plugin gets
/// neither request: its screens take no snapshots (`captureState` is nil)
/// and a restored session reopens them with their input.
extension PluginScreen {
  /// The plugin's state for the view the host shows. Asked once per reply:
  /// until the next reply, the state is the one already given.
  func captureState() -> ScreenState? {
    guard snapshots, channel.failure == nil else { return nil }
    if let cachedState { return ScreenState(value: cachedState) { cachedState } }
    switch channel.call(PluginProtocol.Method.snapshot, ["screen": .string(id.rawValue)]) {
    case .success(let answer):
      guard let state = answer["state"], state != .null else {
        breakPlugin("the answer to \(PluginProtocol.Method.snapshot) needs a state that is not null")
        return nil
      }
      cachedState = state
      return ScreenState(value: state) { state }
    case .failure:
      // Refused: this state has no snapshot. Failed: `failure` says so and the host closes the screen.
      return nil
    }
  }

  /// A debugger's goto: the plugin puts the state back and starts nothing.
  func goto(_ state: ScreenState) throws(SnapshotError) {
    guard snapshots else { throw .unsupported }
    guard let json = state.snapshot else { throw SnapshotError("the state cannot be written") }
    let reply = try restore(json, reason: .goto)
    guard reply.effects == 0, reply.navigation == nil else {
      let problem = "a \(PluginProtocol.Method.restore) for a goto may start no effects and navigate nowhere"
      breakPlugin(problem)
      throw SnapshotError(problem)
    }
    _ = reaction(to: reply)
  }

  /// A restored session: called right after `screen/open`. The restore's
  /// reply replaces the opening's; `restored` then returns it. The effects
  /// the opening announced still end with their updates, so they are
  /// waited for as well. A plugin that takes no snapshots (any more: the
  /// session was saved by a version that did) ignores the state: the view
  /// opens with its input, and `restored` starts it as a new view.
  func restore(snapshot: JSONValue) throws(SnapshotError) {
    guard snapshots else { return }
    let reply = try restore(snapshot, reason: .restart)
    if let view = reply.view { self.view = view }
    pending = ScreenReply(view: nil, navigation: reply.navigation, effects: pending.effects + reply.effects)
    cachedState = nil
  }

  func restored() -> Reaction { start() }

  private func restore(_ state: JSONValue, reason: RestoreReason) throws(SnapshotError) -> ScreenReply {
    let params: JSONValue = ["screen": .string(id.rawValue), "state": state, "reason": .string(reason.rawValue)]
    switch channel.call(PluginProtocol.Method.restore, params) {
    case .success(let answer):
      do {
        return try ScreenReply(json: answer)
      } catch {
        breakPlugin(error.message)
        throw SnapshotError(error.message)
      }
    case .failure(.rejected(let refusal)): throw refusal.snapshotError
    case .failure(.failed(let failure)): throw SnapshotError(failure.message)
    }
  }

  /// A malformed answer: the instance stops and all its screens close.
  private func breakPlugin(_ problem: String) {
    channel.fail(ModuleFailure(module: module, kind: .protocolError, message: problem))
  }
}
