import JSONValue
import PluginWire
import ViperKit
import Wire

/// The host's errors (PROTOCOL §8), worded in one place: a new error is
/// worded here, of a kind of `ErrorKind`. Wire has the wire-level ones (parse, invalid request, line too
/// long); `Params` words a missing or mistyped member.
extension RPCError {
  static let notInitialized = RPCError(
    kind: .notInitialized, "Not initialized: send initialize first")
  static let shuttingDown = RPCError(
    kind: .shuttingDown, "Shutting down: only exit is accepted")
  static let alreadyInitialized = RPCError(
    kind: .alreadyInitialized, "Invalid request: already initialized")
  static let rootCannotClose = RPCError(
    kind: .rootView,
    "Navigation rejected: the root view cannot be closed (app/start replaces it)")
  static let rootCannotPop = RPCError(
    kind: .rootView, "Navigation rejected: the root view cannot pop")
  static let nothingToGoBackTo = RPCError(
    kind: .nothingToGoBackTo, "Navigation rejected: nothing to go back to")
  static let noModal = RPCError(
    kind: .noModal, "Navigation rejected: no presented view to dismiss")
  static let exclusiveStartParams = RPCError.invalidParams(
    "\"restore\", \"stack\" and \"link\" exclude each other: send one")
  static let debugOff = RPCError(
    kind: .debugOff, "Debug is off: start the host with --debug to keep views' histories")
  static let noSnapshot = RPCError(
    kind: .noSnapshot, "Invalid params: this view's module takes no snapshots")

  static func unsupportedProtocolVersion(_ requested: String) -> RPCError {
    RPCError(
      kind: .unsupportedProtocolVersion,
      "Invalid params: protocol version \(requested) is not supported",
      details: ["supported": [.string(HostConfiguration.protocolVersion)]])
  }

  /// -32014's words, for one effect or several.
  static func busyMessage(running: Int) -> String {
    let effects = running == 1 ? "an effect of this view is" : "\(running) effects of this view are"
    return "Busy: \(effects) still running; wait (host/idle) and retry"
  }

  static func tooManyEffects(_ view: ViewID, running: Int) -> RPCError {
    RPCError(
      kind: .tooManyEffects,
      busyMessage(running: running),
      details: ["viewId": .string(view.rawValue)])
  }

  static func viewNotFound(_ id: String) -> RPCError {
    RPCError(kind: .viewNotFound, "View not found: \(id)", details: ["viewId": .string(id)])
  }

  static func moduleNotFound(_ module: ModuleName) -> RPCError {
    RPCError(
      kind: .moduleNotFound, "Module not found: \(module)",
      details: ["module": .string(module.rawValue)])
  }

  static func invalidInput(_ module: ModuleName, _ error: InputError) -> RPCError {
    RPCError(
      kind: .invalidInput,
      "Invalid params: bad input for \(module): \(ModuleText.clipped(error.message))",
      details: ["module": .string(module.rawValue)])
  }

  /// The same words as the writer's fallback for an answer too large to send.
  static func answerTooLarge(bytes: Int, limit: Int) -> RPCError {
    RPCError(
      kind: .responseTooLarge,
      "Internal error: the answer is too large to send: \(bytes) bytes, the limit is \(limit)",
      details: ["bytes": .int(Int64(bytes)), "limit": .int(Int64(limit))])
  }

  static func stackTooLongToAnnounce(open: Int, maxMessageBytes: Int) -> RPCError {
    RPCError(
      kind: .tooManyViews,
      "Navigation rejected: \(open) views are open, as many as a router/navigate within maxMessageBytes "
        + "(\(maxMessageBytes)) can list; close some first",
      details: ["limit": .int(Int64(open))])
  }

  static func tooManyViews(limit: Int) -> RPCError {
    RPCError(
      kind: .tooManyViews, "Navigation rejected: \(limit) views are open; close some first",
      details: ["limit": .int(Int64(limit))])
  }

  static func pluginFailed(_ failure: ModuleFailure) -> RPCError {
    RPCError(
      kind: .pluginFailed, "Plugin failed: \(failure.module): \(ModuleText.clipped(failure.message))",
      details: ["module": .string(failure.module.rawValue), "reason": .string(failure.kind.rawValue)])
  }

  /// The frontend's -32602 kinds are the plugin boundary's (`PluginRefusal.kinds`,
  /// each one of `ErrorKind`: ErrorKindTests): a refusal reads the same from either side.
  static func refused(_ error: ActionError) -> RPCError {
    switch error {
    case .unknownAction(let action):
      RPCError(
        kind: .unknownAction,
        "Invalid params: the view has no action \"\(action)\"",
        details: ["action": .string(action.rawValue)])
    case .invalidValue(let action, let reason):
      RPCError(
        kind: .invalidValue,
        "Invalid params: bad value for \"\(action)\": \(ModuleText.clipped(reason))",
        details: ["action": .string(action.rawValue)])
    case .unavailable(let action, let reason):
      RPCError(
        kind: .actionUnavailable,
        "Invalid params: \"\(action)\" is unavailable: \(ModuleText.clipped(reason))",
        details: ["action": .string(action.rawValue)])
    }
  }

  /// `view/rows` named a row the window as sent does not hold.
  static func unknownRow(_ key: String, member: String) -> RPCError {
    RPCError(
      kind: .unknownRow, "Invalid params: \"\(member)\" names no row of the window: \"\(key)\"",
      details: ["key": .string(key), "member": .string(member)])
  }

  static func unknownInput(_ key: InputKey) -> RPCError {
    RPCError(
      kind: .unknownInput, "Invalid params: the view has no input \"\(key)\"",
      details: ["key": .string(key.rawValue)])
  }

  static func editRefused(_ key: InputKey, _ refusal: EditRefusal) -> RPCError {
    switch refusal {
    case .unavailable(let reason):
      RPCError(
        kind: .actionUnavailable,
        "Invalid params: the input \"\(key)\" takes no edit now: \(ModuleText.clipped(reason))",
        details: ["key": .string(key.rawValue)])
    case .invalidValue(let reason):
      RPCError(
        kind: .invalidValue,
        "Invalid params: bad value for the input \"\(key)\": \(ModuleText.clipped(reason))",
        details: ["key": .string(key.rawValue)])
    }
  }

  /// A screen that refused an edit: the same kinds, about the input.
  static func editRefused(_ key: InputKey, _ error: ActionError) -> RPCError {
    switch error {
    case .unknownAction: unknownInput(key)
    case .invalidValue(_, let reason): editRefused(key, .invalidValue(reason))
    case .unavailable(_, let reason): editRefused(key, .unavailable(reason))
    }
  }

  static func historyEntryNotFound(_ index: Int) -> RPCError {
    RPCError(
      kind: .historyEntryNotFound, "Invalid params: the view's history has no entry \(index)",
      details: ["index": .int(Int64(index))])
  }

  static func effectsRunning(_ view: ViewID, running: Int) -> RPCError {
    RPCError(
      kind: .effectsRunning,
      busyMessage(running: running),
      details: ["viewId": .string(view.rawValue)])
  }

  static func stackOverMaxViews(_ count: Int, limit: Int) -> RPCError {
    RPCError(
      kind: .tooManyViews,
      "Navigation rejected: the stack has \(count) views; at most \(limit) may be open",
      details: ["limit": .int(Int64(limit))])
  }

  static func invalidLink(_ error: LinkError) -> RPCError {
    RPCError(
      kind: .invalidLink,
      "Invalid params: the link does not parse at byte \(error.offset): \(error.reason)",
      details: ["offset": .int(Int64(error.offset))])
  }

  /// A saved view whose snapshot its module no longer takes: only logged
  /// (a session that cannot be restored opens the launch screen).
  static func snapshotDoesNotFit(_ module: ModuleName, _ error: SnapshotError) -> RPCError {
    RPCError(
      kind: .invalidSnapshot, "Invalid snapshot for \(module): \(ModuleText.clipped(error.message))",
      details: ["module": .string(module.rawValue)])
  }

  // MARK: Params

  static func paramsInAnArray(method: String) -> RPCError {
    .invalidParams("\(method) takes its params as an object")
  }

  static func paramsNotAnObject(_ params: JSONValue) -> RPCError {
    .invalidParams("params must be an object, not \(params.kindName)")
  }

  static func memberMissing(_ path: String) -> RPCError {
    var error = RPCError.invalidParams("\"\(path)\" is missing")
    error.details.append("member", .string(path))
    return error
  }

  /// A member the method reads that breaks its own rule (not one of one, out of range).
  static func invalidParams(_ message: String, member: String) -> RPCError {
    var error = RPCError.invalidParams(message)
    error.details.append("member", .string(member))
    return error
  }

  /// A number outside its range; `limit`: the largest it may be, when there is one.
  static func outOfRange(_ path: String, _ value: Int, expected: String, limit: Int?) -> RPCError {
    var error = RPCError.invalidParams("\"\(path)\" must be \(expected), not \(value)")
    error.details.append("member", .string(path))
    if let limit { error.details.append("limit", .int(Int64(limit))) }
    return error
  }

  static func memberMistyped(_ path: String, expected: String, got value: JSONValue) -> RPCError {
    var error = RPCError.invalidParams("\"\(path)\" must be \(expected), not \(value.kindName)")
    error.details.append("member", .string(path))
    return error
  }

  static func nameTooLong(_ path: String, bytes: Int, limit: Int) -> RPCError {
    var error = RPCError.invalidParams("\"\(path)\" is \(bytes) bytes long; a name may be at most \(limit) bytes")
    error.details.append("member", .string(path))
    error.details.append("bytes", .int(Int64(bytes)))
    error.details.append("limit", .int(Int64(limit)))
    return error
  }

  static func controlCharacters(in path: String) -> RPCError {
    var error = RPCError.invalidParams("\"\(path)\" must not contain control characters")
    error.details.append("member", .string(path))
    return error
  }

  static let stackNotAnArray = RPCError.invalidParams(
    "\"stack\" must be a non-empty array of {module, input?, presented?}"
  ).member("stack")

  static func stackEntryNotAnObject(_ index: Int, _ entry: JSONValue) -> RPCError {
    RPCError.invalidParams("\"stack[\(index)]\" must be an object, not \(entry.kindName)").member("stack[\(index)]")
  }

  /// A modal needs a view under it (SESSIONS.md §3).
  static let rootPresented = RPCError.invalidParams("\"stack[0].presented\": the root cannot be presented").member(
    "stack[0].presented")

  // MARK: Where an error points

  /// The error of one entry of a stack: `data.index` says which.
  func at(index: Int) -> RPCError {
    var error = self
    error.details["index"] = .int(Int64(index))
    return error
  }

  func member(_ path: String) -> RPCError {
    var error = self
    error.details["member"] = .string(path)
    return error
  }

  /// A member error of an object inside an array: `module` → `stack[2].module`.
  func nested(in path: String) -> RPCError {
    guard case .string(let member)? = details["member"] else { return self }
    var error = self
    error.details["member"] = .string(path + "." + member)
    error.message = message.replacing("\"\(member)\"", with: "\"\(path).\(member)\"")
    return error
  }
}
