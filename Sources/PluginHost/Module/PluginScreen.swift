import JSONValue
import PluginWire
import ViperKit

/// A screen a plugin serves. It keeps the last view the plugin sent; user
/// actions go to the plugin and come back as a view, a navigation and
/// effects. An announced effect is an `EffectWork` that waits for the
/// plugin's `screen/update`, so `host/idle` and the per-view effect limit
/// hold for plugins as for built-in modules.
///
/// A plugin whose manifest says `snapshots` is asked for its state
/// (`screen/snapshot`) and given one back (`screen/restore`): see
/// PluginScreen+Snapshots.swift.
final class PluginScreen: Screen {
  let id: PluginScreenID
  let module: ModuleName
  let channel: any PluginChannel
  /// The manifest's `snapshots`: without it the plugin gets neither request.
  let snapshots: Bool
  /// What `start` (or `restored`) returns: the reply to `screen/open`, or to a restart's `screen/restore`.
  var pending: ScreenReply
  /// The state the plugin gave for the view the host shows; nil once a reply may have changed it.
  var cachedState: JSONValue?
  var view: ViewNode

  init(
    id: PluginScreenID, module: ModuleName, channel: any PluginChannel, opened reply: ScreenReply,
    snapshots: Bool = false
  ) {
    self.id = id
    self.module = module
    self.channel = channel
    self.snapshots = snapshots
    pending = reply
    view = reply.view ?? .screen(title: module.rawValue, children: [])
  }

  var failure: ModuleFailure? { channel.failure }

  func start() -> Reaction {
    // `screen/open` already answered: its view is the first one, its effects start now.
    defer { pending = ScreenReply(view: nil) }
    return reaction(to: pending)
  }

  func resume() -> Reaction {
    call(PluginProtocol.Method.resume, ["screen": .string(id.rawValue)]) ?? .none
  }

  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction {
    var params: JSONObject = ["screen": .string(id.rawValue), "action": .string(action.rawValue)]
    if let value { params.append("value", value) }
    switch channel.call(PluginProtocol.Method.event, .object(params)) {
    case .success(let json): return accept(json) ?? .none
    case .failure(.failed): return .none  // `failure` now says so; the host closes the screen
    case .failure(.rejected(let refusal)): throw refusal.actionError(for: action)
    }
  }

  /// A request for rows goes to the plugin as `screen/rows`, as `view/rows`
  /// says it (More and Earlier as `more: "next"` / `"previous"`).
  func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) -> Reaction {
    var params: JSONObject = ["screen": .string(id.rawValue), "list": .string(list.rawValue)]
    switch request.place {
    case .from(let position): params.append("from", .int(Int64(position)))
    case .after(let key): params.append("after", .string(key))
    case .before(let key): params.append("before", .string(key))
    case .appendNext: params.append("more", .string("next"))
    case .prependPrevious: params.append("more", .string("previous"))
    }
    params.append("count", .int(Int64(request.count)))
    if let anchor = request.anchor { params.append("anchor", .string(anchor)) }
    switch channel.call(PluginProtocol.Method.rows, .object(params)) {
    case .success(let json): return accept(json) ?? .none
    case .failure(.failed): return .none  // `failure` now says so; the host closes the screen
    case .failure(.rejected(let refusal)): throw refusal.actionError(for: list)
    }
  }

  /// An edit goes to the plugin as `screen/input`; the value of a secure
  /// field too (the plugin owns the field), never into a log.
  func input(_ edit: InputEdit) throws(ActionError) -> Reaction {
    let value = edit.value.json
    let params: JSONObject = [
      "screen": .string(id.rawValue), "key": .string(edit.key.rawValue), "value": value, "left": .bool(edit.left),
    ]
    switch channel.call(PluginProtocol.Method.input, .object(params)) {
    case .success(let json): return accept(json) ?? .none
    case .failure(.failed): return .none  // `failure` now says so; the host closes the screen
    case .failure(.rejected(let refusal)): throw refusal.editError(for: edit.key)
    }
  }

  func receive(_ result: EffectResult) -> Reaction {
    switch result.event as? PluginUpdates.Delivery {
    case .update(let json)?: return accept(json) ?? .none
    case .timedOut?:
      channel.fail(
        ModuleFailure(
          module: module, kind: .timeout,
          message: "the plugin did not finish an announced effect within \(channel.effectTimeout)"))
      return .none
    case .cancelled?, .failed?, nil: return .none
    }
  }

  func close() {
    channel.updates.cancel(id)
    if channel.failure == nil { channel.notify(PluginProtocol.Method.close, ["screen": .string(id.rawValue)]) }
  }

  private func call(_ method: String, _ params: JSONValue) -> Reaction? {
    switch channel.call(method, params) {
    case .success(let json): return accept(json)
    case .failure: return nil
    }
  }

  /// Takes an answer or an update; a malformed one means the plugin is
  /// broken: the instance is stopped and all its screens close.
  private func accept(_ json: JSONValue) -> Reaction? {
    do {
      return reaction(to: try ScreenReply(json: json))
    } catch {
      channel.fail(ModuleFailure(module: module, kind: .protocolError, message: error.message))
      return nil
    }
  }

  func reaction(to reply: ScreenReply) -> Reaction {
    cachedState = nil  // the plugin's state may have changed with this reply
    if let view = reply.view { self.view = view }
    let updates = channel.updates
    let screen = id
    let timeout = channel.effectTimeout
    let effects = (0..<reply.effects).map { _ in
      EffectWork { EffectResult(await updates.next(for: screen, timeout: timeout)) }
    }
    return Reaction(effects: effects, navigation: reply.navigation)
  }
}
