import JSONValue
import Logging
import ViperKit
import Wire

/// The host's logic, free of I/O: it takes lines and effect completions one
/// at a time and sends its messages to a sink. The I/O loop (`HostLoop`) and
/// the tests drive it the same way.
///
/// Ordering: a request's response is sent after every notification it
/// caused; an effect's result shows as a later `view/update`.
public final class HostCore {
  enum Phase {
    case awaitingInitialize
    case running
    case shuttingDown
  }

  private let configuration: HostConfiguration
  private let registry: ModuleRegistry
  private let launchPolicy: any LaunchPolicy
  private let scheduler: any EffectScheduler
  private let sink: any MessageSink
  private let logger: Logger
  private let parser: JSONParser

  private var phase = Phase.awaitingInitialize
  private var stack = ScreenStack()
  private var viewIDs = ViewIDGenerator()
  private var idleWaiters: [RPCID] = []
  /// The frontend announced `capabilities.viewPatch` in `initialize`.
  private var sendsPatches = false

  /// Effects started and not yet delivered.
  public private(set) var effectsInFlight = 0
  /// Set by the `exit` notification: the status the process ends with.
  public private(set) var exitStatus: Int32?

  public init(
    configuration: HostConfiguration, registry: ModuleRegistry, launchPolicy: any LaunchPolicy,
    scheduler: any EffectScheduler, sink: any MessageSink, logger: Logger
  ) {
    self.configuration = configuration
    self.registry = registry
    self.launchPolicy = launchPolicy
    self.scheduler = scheduler
    self.sink = sink
    self.logger = logger
    parser = JSONParser(maxDepth: configuration.maxJSONDepth)
  }

  // MARK: Input

  /// Handles one line of input (or the report of an overlong one).
  public func receive(_ input: LineInput) {
    switch input {
    case .overlong(let byteCount):
      logger.notice("discarded an overlong line", metadata: ["bytes": "\(byteCount)"])
      sink.send(RPCOutgoing.error(id: nil, .lineTooLong(byteCount: byteCount, limit: configuration.maxLineBytes)))
    case .line(let bytes):
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }  // blank lines are ignored
      let value: JSONValue
      do {
        value = try parser.parse(bytes)
      } catch {
        sink.send(RPCOutgoing.error(id: nil, .parse(error)))
        return
      }
      receive(value)
    }
  }

  /// Handles one decoded message.
  public func receive(_ value: JSONValue) {
    switch RPCIncoming.decode(value) {
    case .failure(let rejection):
      sink.send(RPCOutgoing.error(id: rejection.id, rejection.error))
    case .success(let message):
      dispatch(message)
    }
  }

  /// Hands an effect's result back to the screen that started it.
  public func deliver(_ completion: EffectCompletion) {
    effectsInFlight -= 1
    if let view = stack.view(completion.view) { view.effectsInFlight -= 1 }
    if let view = stack.view(completion.view), let result = completion.result {
      do {
        try apply(view.screen.receive(result), from: view)
      } catch {
        logger.error(
          "navigation after an effect failed", metadata: ["view": "\(view.id)", "error": "\(error.message)"])
      }
    }
    answerIdleWaitersIfIdle()
  }

  /// A module failed while nobody was asking (a plugin process died between
  /// events): its views close with `view/closed {reason: "plugin_failed"}`.
  public func moduleFailed(_ failure: ModuleFailure) {
    logger.error("a plugin failed", metadata: ["module": "\(failure.module)", "error": "\(failure.message)"])
    closeFailedViews()
  }

  // MARK: Dispatch

  private func dispatch(_ message: RPCIncoming) {
    if message.method == "exit" {
      // A notification by definition: sent with an id, it is refused (and answered).
      if let id = message.id {
        sink.send(RPCOutgoing.error(id: id, .invalidRequest("exit is a notification: send it without an id")))
        return
      }
      exitStatus = phase == .shuttingDown ? 0 : 1
      return
    }
    if phase == .awaitingInitialize && message.method != "initialize" {
      guard let id = message.id else { return }  // notifications before initialize are dropped
      sink.send(
        RPCOutgoing.error(
          id: id, RPCError(.notInitialized, kind: "not_initialized", "Not initialized: send initialize first")))
      return
    }
    if phase == .shuttingDown {
      guard let id = message.id else { return }
      sink.send(
        RPCOutgoing.error(
          id: id, RPCError(.invalidRequest, kind: "shutting_down", "Shutting down: only exit is accepted")))
      return
    }
    if message.method == "host/idle" {
      guard let id = message.id else { return }
      idleWaiters.append(id)
      answerIdleWaitersIfIdle()
      return
    }
    let outcome: Result<JSONValue, RPCError>
    do {
      outcome = .success(try perform(message))
    } catch {
      outcome = .failure(error)
    }
    guard let id = message.id else { return }  // a notification gets no answer, even an error
    switch outcome {
    case .success(let result):
      sink.send(tree: RPCOutgoing.resultTree(id: id, result)) { RPCOutgoing.result(id: id, result) }
    case .failure(let error): sink.send(RPCOutgoing.error(id: id, error))
    }
  }

  private func perform(_ message: RPCIncoming) throws(RPCError) -> JSONValue {
    switch message.method {
    case "initialize": return try initialize(Params(message.params, method: message.method))
    case "shutdown":
      phase = .shuttingDown
      return .null
    case "module/list": return ["modules": modulesJSON]
    case "app/start": return try startApp()
    case "view/open": return try openView(Params(message.params, method: message.method))
    case "view/event": return try handleEvent(Params(message.params, method: message.method))
    case "view/get": return try getView(Params(message.params, method: message.method))
    case "view/close": return try closeView(Params(message.params, method: message.method))
    case "navigation/back": return try goBack()
    default: throw .methodNotFound(message.method)
    }
  }

  private func answerIdleWaitersIfIdle() {
    guard effectsInFlight == 0, !idleWaiters.isEmpty else { return }
    for id in idleWaiters { sink.send(RPCOutgoing.result(id: id, .null)) }
    idleWaiters.removeAll()
  }

  // MARK: Methods

  private func initialize(_ params: Params) throws(RPCError) -> JSONValue {
    if phase != .awaitingInitialize {
      throw RPCError(.invalidRequest, kind: "already_initialized", "Invalid request: already initialized")
    }
    let requested = try params.name("protocolVersion")
    guard requested == HostConfiguration.protocolVersion else {
      throw RPCError(
        .invalidParams, kind: "unsupported_protocol_version",
        "Invalid params: protocol version \(requested) is not supported",
        details: ["supported": [.string(HostConfiguration.protocolVersion)]])
    }
    if let clientInfo = try params.optionalObject("clientInfo") {
      _ = try clientInfo.string("name")
      _ = try clientInfo.optionalString("version")
    }
    sendsPatches = try params.optionalObject("capabilities")?.optionalBool("viewPatch") ?? false
    phase = .running
    var result: JSONObject = [
      "protocolVersion": .string(HostConfiguration.protocolVersion),
      "hostInfo": ["name": .string(configuration.name), "version": .string(configuration.version)],
      "modules": modulesJSON,
      "limits": [
        "maxLineBytes": .int(Int64(configuration.maxLineBytes)), "maxDepth": .int(Int64(configuration.maxJSONDepth)),
        "maxViews": .int(Int64(configuration.maxViews)),
        "maxEffectsPerView": .int(Int64(configuration.maxEffectsPerView)),
        "maxMessageBytes": .int(Int64(configuration.maxMessageBytes)),
      ],
    ]
    if !configuration.pluginErrors.isEmpty {
      result.append(
        "pluginErrors",
        .array(
          configuration.pluginErrors.map {
            ["plugin": .string($0.plugin), "kind": .string($0.origin.rawValue), "message": .string($0.message)]
          }))
    }
    return .object(result)
  }

  private var modulesJSON: JSONValue {
    .array(
      registry.manifests.map { manifest in
        var module: JSONObject = [
          "name": .string(manifest.name.rawValue), "title": .string(manifest.title),
          "version": .string(manifest.version),
        ]
        if let input = manifest.input { module.append("input", input) }
        if manifest.origin != .builtIn { module.append("plugin", .string(manifest.origin.rawValue)) }
        return .object(module)
      })
  }

  private func startApp() throws(RPCError) -> JSONValue {
    let view = try navigate(.replaceRoot(launchPolicy.launchDestination()), from: nil)
    return ["viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue)]
  }

  private func openView(_ params: Params) throws(RPCError) -> JSONValue {
    let module = ModuleName(try params.name("module"))
    let input = params.value("input")
    let view = try navigate(.push(Destination(untyped: module, json: input)), from: nil)
    return ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev))]
  }

  private func handleEvent(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    let action = ActionName(try params.name("action"))
    guard view.effectsInFlight < configuration.maxEffectsPerView else {
      throw RPCError(
        .busy, kind: "too_many_effects",
        "Busy: \(view.effectsInFlight) effects of this view are still running; wait (host/idle) and retry",
        details: ["viewId": .string(view.id.rawValue)])
    }
    let reaction: Reaction
    do {
      reaction = try view.screen.handle(action: action, value: params.value("value"))
    } catch {
      throw Self.rpcError(error)
    }
    try apply(reaction, from: view)
    if let failure = view.screen.failure { throw Self.rpcError(failure) }
    return ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev))]
  }

  private func getView(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    return [
      "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
      "rev": .int(Int64(view.rev)), "view": (view.placeholder ?? view.lastSent ?? view.screen.view).json,
    ]
  }

  private func closeView(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    guard let index = stack.index(of: view.id), index > 0 else {
      throw RPCError(
        .navigationRejected, kind: "root_view",
        "Navigation rejected: the root view cannot be closed (app/start replaces it)")
    }
    try close(from: index, reason: "closed")
    return .null
  }

  private func goBack() throws(RPCError) -> JSONValue {
    guard stack.views.count > 1 else {
      throw RPCError(.navigationRejected, kind: "nothing_to_go_back_to", "Navigation rejected: nothing to go back to")
    }
    try close(from: stack.views.count - 1, reason: "back")
    return ["viewId": .string(stack.top!.id.rawValue)]
  }

  private func openView(id: String) throws(RPCError) -> OpenView {
    guard let view = stack.view(ViewID(rawValue: id)) else {
      throw RPCError(
        .viewNotFound, kind: "view_not_found", "View not found: \(id)", details: ["viewId": .string(id)])
    }
    return view
  }

  // MARK: Screens and navigation

  /// Sends the view if it changed, starts the effects, executes the navigation.
  private func apply(_ reaction: Reaction, from view: OpenView) throws(RPCError) {
    if view.screen.failure != nil {
      // A failed screen asks for nothing more: it and its module's other views close.
      closeFailedViews()
      return
    }
    sendUpdateIfChanged(view)
    for work in reaction.effects {
      effectsInFlight += 1
      view.effectsInFlight += 1
      scheduler.schedule(work, for: view.id)
    }
    if let navigation = reaction.navigation {
      try navigate(navigation, from: view)
    }
  }

  /// Sends the view if it changed: as `view/patch` when the frontend takes
  /// patches and the patch line is shorter than the `view/update` line would
  /// be (and within `maxMessageBytes`), else as `view/update`.
  private func sendUpdateIfChanged(_ view: OpenView) {
    guard let (old, new) = view.takeChange() else { return }
    if sendsPatches, let old, let treeBytes = view.treeBytes {
      var sizeChange = 0
      let operations = JSONValue.array(ViewPatch.diff(old, new, sizeChange: &sizeChange).map(\.json))
      let patch = RPCOutgoing.notification(
        "view/patch", ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev)), "ops": operations])
      let patchBytes = JSONSerializer.bytes(patch).count
      let wholeBytes = updateEnvelopeBytes(view) + treeBytes + sizeChange
      if patchBytes < wholeBytes && patchBytes < configuration.maxMessageBytes {
        sink.send(patch)
        view.treeBytes = treeBytes + sizeChange
        return
      }
    }
    // The hot path: the view goes straight into a json-c tree.
    let params = JSONCObject()
    params.set("viewId", view.id.rawValue)
    params.set("module", view.module.rawValue)
    params.set("rev", view.rev)
    params.set("view", ViewNodeTree.make(new))
    let message = JSONCObject()
    message.set("jsonrpc", "2.0")
    message.set("method", "view/update")
    message.set("params", params.pointer)
    let update = {
      RPCOutgoing.notification(
        "view/update",
        [
          "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
          "rev": .int(Int64(view.rev)), "view": new.json,
        ])
    }
    let written = sink.send(tree: message.pointer, message: update)
    if written > 0 {
      view.placeholder = nil
      view.treeBytes = sendsPatches ? written - 1 - updateEnvelopeBytes(view) : nil
    } else {
      // Replaced (too large) or not sent at all (the output closed).
      view.treeBytes = nil
      let size = JSONSerializer.bytes(update()).count
      view.placeholder = TooLargeView.node(bytes: size, limit: configuration.maxMessageBytes)
    }
  }

  /// The length of a `view/update` line of `view` without its tree.
  private func updateEnvelopeBytes(_ view: OpenView) -> Int {
    let envelope = RPCOutgoing.notification(
      "view/update",
      [
        "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
        "rev": .int(Int64(view.rev)), "view": .null,
      ])
    return JSONSerializer.bytes(envelope).count - 4  // "null"
  }

  /// Executes a navigation; returns the view on top afterwards.
  @discardableResult
  private func navigate(_ navigation: Navigation, from origin: OpenView?) throws(RPCError) -> OpenView {
    switch navigation {
    case .push(let destination):
      return try open(destination, presentation: .pushed, replacingStack: false)
    case .present(let destination):
      return try open(destination, presentation: .presented, replacingStack: false)
    case .replaceRoot(let destination):
      return try open(destination, presentation: .pushed, replacingStack: true)
    case .pop:
      guard let origin, let index = stack.index(of: origin.id), index > 0 else {
        throw RPCError(.navigationRejected, kind: "root_view", "Navigation rejected: the root view cannot pop")
      }
      try close(from: index, reason: "popped")
    case .dismiss:
      let start = origin.flatMap { stack.index(of: $0.id) } ?? (stack.views.count - 1)
      guard start >= 0, let index = stack.modalIndex(atOrBelow: start), index > 0 else {
        throw RPCError(.navigationRejected, kind: "no_modal", "Navigation rejected: no presented view to dismiss")
      }
      try close(from: index, reason: "dismissed")
    }
    return stack.top!
  }

  /// Opens a screen; with `replacingStack`, the views below it close with
  /// `closedReason` (and `error`). Order on the wire, whatever the cause:
  /// `router/navigate`, the `view/closed` notices (top first), then the new
  /// view's rev 1 update.
  private func open(
    _ destination: Destination, presentation: OpenView.Presentation, replacingStack: Bool,
    closedReason: String = "replaced", error closedError: RPCError? = nil
  ) throws(RPCError) -> OpenView {
    guard let module = registry.module(named: destination.module) else {
      throw RPCError(
        .moduleNotFound, kind: "module_not_found", "Module not found: \(destination.module)",
        details: ["module": .string(destination.module.rawValue)])
    }
    let screen: any Screen
    do {
      screen = try module.makeScreen(input: destination.input)
    } catch {
      throw RPCError(
        .invalidParams, kind: "invalid_input",
        "Invalid params: bad input for \(destination.module): \(ModuleText.clipped(error.message))",
        details: ["module": .string(destination.module.rawValue)])
    }
    if let failure = screen.failure {
      closeFailedViews()
      throw Self.rpcError(failure)
    }
    let remaining = replacingStack ? 0 : stack.views.count
    guard remaining < configuration.maxViews else {
      throw RPCError(
        .navigationRejected, kind: "too_many_views",
        "Navigation rejected: \(configuration.maxViews) views are open; close some first",
        details: ["limit": .int(Int64(configuration.maxViews))])
    }
    let view = OpenView(id: viewIDs.make(), module: destination.module, screen: screen, presentation: presentation)
    let closed = replacingStack ? stack.truncate(from: 0) : []
    stack.push(view)
    let action = replacingStack ? "replaceRoot" : (presentation == .presented ? "present" : "push")
    announce(action: action, top: view)
    for old in closed { sendClosed(old, reason: closedReason, error: closedError) }
    // The first update (rev 1) shows the view as `start` left it.
    try apply(screen.start(), from: view)
    if let failure = screen.failure { throw Self.rpcError(failure) }
    return view
  }

  /// Closes the lowest view whose module failed and every view above it,
  /// with `reason: "plugin_failed"` and the error. A failed root is replaced
  /// by the launch screen.
  private func closeFailedViews() {
    guard let index = stack.views.firstIndex(where: { $0.screen.failure != nil }),
      let failure = stack.views[index].screen.failure
    else { return }
    let error = Self.rpcError(failure)
    if index == 0 {
      do {
        _ = try open(
          launchPolicy.launchDestination(), presentation: .pushed, replacingStack: true,
          closedReason: "plugin_failed", error: error)
      } catch let launchError {
        logger.error("the launch screen failed to open", metadata: ["error": "\(launchError.message)"])
        for view in stack.truncate(from: 0) { sendClosed(view, reason: "plugin_failed", error: error) }
      }
      return
    }
    do {
      try close(from: index, reason: "plugin_failed", error: error)
    } catch {
      logger.error("closing a failed plugin's views", metadata: ["error": "\(error.message)"])
    }
  }

  /// Closes the views from `index` up; the view below becomes the top and resumes.
  private func close(from index: Int, reason: String, error: RPCError? = nil) throws(RPCError) {
    let wasModal = stack.views[index].presentation == .presented
    let closed = stack.truncate(from: index)
    guard let top = stack.top else { return }
    announce(action: wasModal ? "dismiss" : "pop", top: top)
    for view in closed { sendClosed(view, reason: reason, error: error) }
    try apply(top.screen.resume(), from: top)
  }

  private func announce(action: String, top: OpenView) {
    sink.send(
      RPCOutgoing.notification(
        "router/navigate",
        [
          "action": .string(action), "viewId": .string(top.id.rawValue), "module": .string(top.module.rawValue),
          "stack": .array(stack.ids.map { .string($0.rawValue) }),
        ]))
  }

  private func sendClosed(_ view: OpenView, reason: String, error: RPCError? = nil) {
    view.screen.close()
    scheduler.cancelEffects(of: view.id)
    var params: JSONObject = ["viewId": .string(view.id.rawValue), "reason": .string(reason)]
    if let error { params.append("error", error.json) }
    sink.send(RPCOutgoing.notification("view/closed", .object(params)))
  }

  private static func rpcError(_ failure: ModuleFailure) -> RPCError {
    RPCError(
      .pluginFailed, kind: "plugin_failed", "Plugin failed: \(failure.module): \(ModuleText.clipped(failure.message))",
      details: ["module": .string(failure.module.rawValue), "reason": .string(failure.kind.rawValue)])
  }

  private static func rpcError(_ error: ActionError) -> RPCError {
    switch error {
    case .unknownAction(let action):
      RPCError(
        .invalidParams, kind: "unknown_action", "Invalid params: the view has no action \"\(action)\"",
        details: ["action": .string(action.rawValue)])
    case .invalidValue(let action, let reason):
      RPCError(
        .invalidParams, kind: "invalid_value",
        "Invalid params: bad value for \"\(action)\": \(ModuleText.clipped(reason))",
        details: ["action": .string(action.rawValue)])
    case .unavailable(let action, let reason):
      RPCError(
        .invalidParams, kind: "action_unavailable",
        "Invalid params: \"\(action)\" is unavailable: \(ModuleText.clipped(reason))",
        details: ["action": .string(action.rawValue)])
    }
  }
}
