import JSONValue
import PluginWire
import ViperKit
import Wire

/// The plugin side of the module-side protocol (Protocol/PLUGINS.md): serves
/// an ordinary `ScreenModule` to a host, one JSON-RPC message at a time.
/// Effects run as tasks; each one's result becomes a `screen/update`.
///
/// Screens are not thread-safe; the runtime touches them under one lock.
///
/// A module whose manifest says `snapshots` answers `screen/snapshot` with
/// its screen's `captureState()` and `screen/restore` with `restore(snapshot:)`
/// (then `restored()` for a restart; nothing more for a goto).
public final class PluginRuntime: Sendable {
  private let module: any ScreenModule
  private let notify: @Sendable ([UInt8]) -> Void
  private let screens = Locked<[PluginScreenID: any Screen]>([:])
  /// How many times each screen was restored after a restart: an effect
  /// started before the last one ends with an update but hands its result
  /// to nobody (the state it was meant for is gone).
  private let generations = Locked<[PluginScreenID: Int]>([:])
  /// A closed screen's cancellable effects stop with it, as in the host.
  private let effects = EffectTasks<PluginScreenID>()

  /// `notify` sends one notification (a whole JSON-RPC message) to the host.
  public init(module: any ScreenModule, notify: @escaping @Sendable ([UInt8]) -> Void) {
    self.module = module
    self.notify = notify
  }

  /// Handles one message; returns the response's bytes, or nil for a notification.
  public func handle(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    let message: JSONValue
    do {
      message = try JSONParser().parse(bytes)
    } catch {
      return JSONSerializer.bytes(RPCOutgoing.error(id: nil, .parse(error)))
    }
    switch RPCIncoming.decode(message) {
    case .failure(let rejection): return JSONSerializer.bytes(RPCOutgoing.error(id: rejection.id, rejection.error))
    case .success(let request):
      let outcome = handle(request.method, params: request.params ?? .null)
      guard let id = request.id else { return nil }
      switch outcome {
      case .success(let result): return JSONSerializer.bytes(RPCOutgoing.result(id: id, result))
      case .failure(let error): return JSONSerializer.bytes(RPCOutgoing.error(id: id, error))
      }
    }
  }

  /// Handles one request by method.
  public func handle(_ method: String, params: JSONValue) -> Result<JSONValue, RPCError> {
    switch method {
    case PluginProtocol.Method.initialize:
      return .success([
        "protocolVersion": .string(PluginProtocol.version), "manifest": module.manifest.pluginJSON,
      ])
    case PluginProtocol.Method.open: return open(params)
    case PluginProtocol.Method.event: return event(params)
    case PluginProtocol.Method.input: return input(params)
    case PluginProtocol.Method.rows: return rows(params)
    case PluginProtocol.Method.resume:
      return withScreen(params) { screen, _ in screen.resume() }
    case PluginProtocol.Method.snapshot: return snapshot(params)
    case PluginProtocol.Method.restore: return restore(params)
    case PluginProtocol.Method.close:
      if case .string(let id)? = params["screen"] {
        _ = screens.withLock { $0.removeValue(forKey: PluginScreenID(id)) }
        _ = generations.withLock { $0.removeValue(forKey: PluginScreenID(id)) }
        effects.cancel(PluginScreenID(id))
      }
      return .success(.null)
    default: return .failure(.methodNotFound(method))
    }
  }

  private func open(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let raw)? = params["screen"] else { return .failure(.invalidParams("screen is required")) }
    let id = PluginScreenID(raw)
    let input: ScreenInput = params["input"].flatMap { $0 == .null ? nil : ScreenInput.json($0) } ?? .none
    let module = module
    let result: Result<(JSONValue, [EffectWork]), RPCError> = screens.withLock { screens in
      let screen: any Screen
      do throws(InputError) {
        screen = try module.makeScreen(input: input)
      } catch {
        return .failure(RPCError(PluginRefusal(error, module: module.manifest.name)))
      }
      screens[id] = screen
      let reaction = screen.start()
      return .success((Self.reply(screen, reaction), reaction.effects))
    }
    return result.map { reply, effects in
      run(effects, for: id)
      return reply
    }
  }

  private func event(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let action)? = params["action"] else { return .failure(.invalidParams("action is required")) }
    return withScreen(params) { screen, _ throws(ActionError) in
      try screen.handle(action: ActionName(action), value: params["value"])
    }
  }

  /// `screen/rows {screen, list, count, from | after | before | more, anchor?}`:
  /// the host checked it against the window it sent, so it goes to the screen as it is.
  private func rows(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let list)? = params["list"], case .int(let count)? = params["count"] else {
      return .failure(.invalidParams("list and count are required"))
    }
    let place: WindowRequest.Place
    switch (params["from"], params["after"], params["before"], params["more"]) {
    case (.int(let from)?, _, _, _): place = .from(Int(from))
    case (_, .string(let key)?, _, _): place = .after(key)
    case (_, _, .string(let key)?, _): place = .before(key)
    case (_, _, _, .string("next")?): place = .appendNext
    case (_, _, _, .string("previous")?): place = .prependPrevious
    default: return .failure(.invalidParams("one of from, after, before and more is required"))
    }
    var anchor: String?
    if case .string(let key)? = params["anchor"] { anchor = key }
    let request = WindowRequest(place, count: Int(count), anchor: anchor)
    return withScreen(params) { screen, _ throws(ActionError) in try screen.window(ActionName(list), request) }
  }

  /// `screen/input {screen, key, value, left}`: the host checked the edit
  /// against the view it sent, so a value is a string (a field) or a boolean (a toggle).
  private func input(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let key)? = params["key"] else { return .failure(.invalidParams("key is required")) }
    let value: InputValue
    switch params["value"] {
    case .string(let text)?: value = .text(text)
    case .bool(let on)?: value = .on(on)
    default: return .failure(.invalidParams("value must be a string or a boolean"))
    }
    let edit = InputEdit(key: InputKey(key), value: value, left: params["left"]?.boolValue ?? false)
    return withScreen(params, refusal: { PluginRefusal(edit: $0) }) { screen, _ throws(ActionError) in
      try screen.input(edit)
    }
  }

  /// Runs `body` on the screen named in `params` under the lock, answers with
  /// the screen's reply and starts the reaction's effects.
  private func withScreen(
    _ params: JSONValue, refusal: (ActionError) -> PluginRefusal = { PluginRefusal($0) },
    _ body: (any Screen, PluginScreenID) throws(ActionError) -> Reaction
  ) -> Result<JSONValue, RPCError> {
    guard case .string(let raw)? = params["screen"] else { return .failure(.invalidParams("screen is required")) }
    let id = PluginScreenID(raw)
    let result: Result<(JSONValue, [EffectWork]), RPCError> = screens.withLock { screens in
      guard let screen = screens[id] else {
        return .failure(Self.noScreen(raw))
      }
      do throws(ActionError) {
        let reaction = try body(screen, id)
        return .success((Self.reply(screen, reaction), reaction.effects))
      } catch {
        return .failure(RPCError(refusal(error)))
      }
    }
    return result.map { reply, effects in
      run(effects, for: id)
      return reply
    }
  }

  private func snapshot(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let raw)? = params["screen"] else { return .failure(.invalidParams("screen is required")) }
    return screens.withLock { screens in
      guard let screen = screens[PluginScreenID(raw)] else { return .failure(Self.noScreen(raw)) }
      guard let state = screen.captureState()?.snapshot else {
        return .failure(RPCError(kind: .noSnapshot, "This screen's state cannot be written"))
      }
      return .success(["state": state])
    }
  }

  private func restore(_ params: JSONValue) -> Result<JSONValue, RPCError> {
    guard case .string(let raw)? = params["screen"] else { return .failure(.invalidParams("screen is required")) }
    guard let state = params["state"] else { return .failure(.invalidParams("state is required")) }
    guard case .string(let word)? = params["reason"], let reason = RestoreReason(rawValue: word) else {
      return .failure(.invalidParams("reason must be \"goto\" or \"restart\""))
    }
    let id = PluginScreenID(raw)
    let result: Result<(JSONValue, [EffectWork]), RPCError> = screens.withLock { screens in
      guard let screen = screens[id] else { return .failure(Self.noScreen(raw)) }
      do throws(SnapshotError) {
        try screen.restore(snapshot: state)
      } catch {
        return .failure(RPCError(PluginRefusal(error)))
      }
      guard reason == .restart else { return .success((Self.reply(screen, .none), [])) }
      generations.withLock { $0[id, default: 0] += 1 }
      let reaction = screen.restored()
      return .success((Self.reply(screen, reaction), reaction.effects))
    }
    return result.map { reply, effects in
      run(effects, for: id)
      return reply
    }
  }

  private static func noScreen(_ raw: String) -> RPCError {
    RPCError(.viewNotFound, kind: "screen_not_found", "No open screen \(raw)")
  }

  /// Each effect ends with exactly one `screen/update` (the host counts them).
  private func run(_ effects: [EffectWork], for id: PluginScreenID) {
    let generation = generations.withLock { $0[id] ?? 0 }
    for work in effects {
      self.effects.run(work, for: id) { [self] result in
        let update: (JSONValue, [EffectWork])? = screens.withLock { screens in
          guard let screen = screens[id] else { return nil }  // closed meanwhile: the host stopped waiting
          let current = generations.withLock { $0[id] ?? 0 } == generation
          let reaction = current ? result.map(screen.receive) ?? .none : .none
          return (Self.reply(screen, reaction), reaction.effects)
        }
        guard let (reply, more) = update else { return }
        var params = reply.objectValue ?? [:]
        params.append("screen", .string(id.rawValue))
        notify(JSONSerializer.bytes(RPCOutgoing.notification(PluginProtocol.Method.update, .object(params))))
        run(more, for: id)
      }
    }
  }

  private static func reply(_ screen: any Screen, _ reaction: Reaction) -> JSONValue {
    ScreenReply(view: screen.view, navigation: reaction.navigation, effects: reaction.effects.count).json
  }
}

extension RPCError {
  /// A screen's refusal as a JSON-RPC error (the table is `PluginRefusal`).
  fileprivate init(_ refusal: PluginRefusal) {
    self.init(
      RPCErrorCode(rawValue: Int(refusal.code)), kind: refusal.kind, refusal.message, details: refusal.details)
  }
}
