import JSONValue
import ViperKit
import Wire

/// `initialize` (PROTOCOL §3-4): the frontend's capabilities in, the host's
/// info, modules and limits out. A failed one leaves the host uninitialized.
enum InitializeMethod: MethodHandler {
  static var admission: MethodAdmission { .untilShutdown }

  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    if host.phase != .awaitingInitialize {
      throw .alreadyInitialized
    }
    let params = try call.params()
    let configuration = host.configuration
    let requested = try params.name("protocolVersion")
    guard requested == HostConfiguration.protocolVersion else {
      throw .unsupportedProtocolVersion(requested)
    }
    if let clientInfo = try params.optionalObject("clientInfo") {
      _ = try clientInfo.string("name")
      _ = try clientInfo.optionalString("version")
    }
    let capabilities = try params.optionalObject("capabilities")
    let patches = try capabilities?.optionalBool("viewPatch") ?? false
    // Absent: the frontend renders the types of 1.0 (rule 8).
    let nodes = try capabilities?.optionalNames("nodes") ?? []
    var result: JSONObject = [
      "protocolVersion": .string(HostConfiguration.protocolVersion),
      "hostInfo": ["name": .string(configuration.name), "version": .string(configuration.version)],
      "modules": ModuleListMethod.modules(of: host),
      "limits": [
        "maxLineBytes": .int(Int64(configuration.maxLineBytes)), "maxDepth": .int(Int64(configuration.maxJSONDepth)),
        "maxViews": .int(Int64(configuration.maxViews)),
        "maxEffectsPerView": .int(Int64(configuration.maxEffectsPerView)),
        "maxMessageBytes": .int(Int64(configuration.maxMessageBytes)),
        "maxWindowRows": .int(Int64(WindowSize.maxRequestRows)),
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
    let size = JSONSerializer.bytes(.object(result)).count + largestAnswerEnvelope
    guard size <= configuration.maxMessageBytes else {
      throw .answerTooLarge(bytes: size, limit: configuration.maxMessageBytes)
    }
    host.publisher.takeCapabilities(patches: patches, vocabulary: NodeVocabulary(renders: Set(nodes)))
    host.initialized()
    return .result(.object(result))
  }

  /// What an answer adds around its result, with the longest id (256 bytes written).
  static let largestAnswerEnvelope = 300
}
