import JSONValue
import ViperKit
import Wire

/// The methods a frontend calls (PROTOCOL §4), each from typed params to its
/// result; `dispatch` answers with what they return or throw.
extension HostCore {
  func initialize(_ params: Params) throws(RPCError) -> JSONValue {
    if phase != .awaitingInitialize {
      throw .alreadyInitialized
    }
    let requested = try params.name("protocolVersion")
    guard requested == HostConfiguration.protocolVersion else {
      throw .unsupportedProtocolVersion(requested)
    }
    if let clientInfo = try params.optionalObject("clientInfo") {
      _ = try clientInfo.string("name")
      _ = try clientInfo.optionalString("version")
    }
    let patches = try params.optionalObject("capabilities")?.optionalBool("viewPatch") ?? false
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
    if let history = configuration.historyLimit {
      result.append("debug", ["history": .int(Int64(history))])
    }
    if !configuration.pluginErrors.isEmpty {
      result.append(
        "pluginErrors",
        .array(
          configuration.pluginErrors.map {
            ["plugin": .string($0.plugin), "kind": .string($0.origin.rawValue), "message": .string($0.message)]
          }))
    }
    // An answer that would not fit is no answer: the host stays
    // uninitialized rather than be initialized by a reply the frontend never got.
    let size = JSONSerializer.bytes(.object(result)).count + Self.largestAnswerEnvelope
    guard size <= configuration.maxMessageBytes else {
      throw .answerTooLarge(bytes: size, limit: configuration.maxMessageBytes)
    }
    sendsPatches = patches
    phase = .running
    return .object(result)
  }

  /// What an answer adds around its result, with the longest id (256 bytes written).
  static let largestAnswerEnvelope = 300

  var modulesJSON: JSONValue {
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

  func openView(_ params: Params) throws(RPCError) -> JSONValue {
    let module = ModuleName(try params.name("module"))
    let input = params.value("input")
    let view = try navigate(.push(Destination(untyped: module, json: input)), from: nil)
    return ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev))]
  }

  func handleEvent(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    let action = ActionName(try params.name("action"))
    guard view.effectsInFlight < configuration.maxEffectsPerView else {
      throw .tooManyEffects(view.id, running: view.effectsInFlight)
    }
    let reaction: Reaction
    do {
      reaction = try view.screen.handle(action: action, value: params.value("value"))
    } catch {
      throw RPCError.refused(error)
    }
    try apply(reaction, from: view, step: .action(action, params.value("value")))
    if let failure = view.screen.failure { throw RPCError.pluginFailed(failure) }
    return ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev))]
  }

  func getView(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    return [
      "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
      "rev": .int(Int64(view.rev)), "view": (view.placeholder ?? view.lastSent ?? view.screen.view).json,
    ]
  }

  func closeView(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try openView(id: params.name("viewId"))
    guard let index = stack.index(of: view.id), index > 0 else {
      throw .rootCannotClose
    }
    try close(from: index, reason: .closed)
    return .null
  }

  func goBack() throws(RPCError) -> JSONValue {
    guard stack.views.count > 1 else {
      throw .nothingToGoBackTo
    }
    try close(from: stack.views.count - 1, reason: .back)
    return ["viewId": .string(stack.top!.id.rawValue)]
  }

  func openView(id: String) throws(RPCError) -> OpenView {
    guard let view = stack.view(ViewID(rawValue: id)) else {
      throw .viewNotFound(id)
    }
    return view
  }
}
