import JSONValue
import ViperKit
import Wire

/// A screen's refusal as it crosses the plugin boundary (Protocol/PLUGINS.md
/// §1 "Errors"): a JSON-RPC error whose `data.kind` names the refusal and
/// whose `data.reason` holds the bare reason. This is the one table of that
/// mapping: the plugin SDK writes a refusal from an `ActionError` or an
/// `InputError`, the host reads one back into an `ActionError` or an
/// `InputError`.
public struct PluginRefusal: Equatable, Sendable {
  /// The kinds the host tells apart, of the one list of kinds (`ErrorKind`,
  /// generated from the schema). Any other kind is read as
  /// `actionUnavailable` for an event and as `invalidInput` for an open:
  /// `invalidInput` (`screen/open`: the screen cannot open with this input),
  /// `unknownAction` (`screen/event`: the view offers no such action),
  /// `unknownInput` (`screen/input`: the screen takes no edits of this input),
  /// `invalidValue` (`screen/event`: the action's value is missing or wrong),
  /// `actionUnavailable` (`screen/event`: not possible now), `invalidSnapshot`
  /// (`screen/restore`: the screen cannot use this state).
  public static let kinds: [ErrorKind] = [
    .invalidInput, .unknownAction, .unknownInput, .invalidValue, .actionUnavailable, .invalidSnapshot,
  ]

  /// The JSON-RPC code a plugin refuses with (-32602, invalid params).
  public static let refusalCode: Int64 = -32602

  /// The JSON-RPC error code.
  public var code: Int64
  /// `data.kind` as the plugin sent it: one of `Kind`, or a kind the host does not know.
  public var kind: String
  /// The error's `message`: a whole sentence, for logs.
  public var message: String
  /// `data.reason`: the bare reason, which the host words its own message around.
  public var reason: String?

  public init(code: Int64 = Self.refusalCode, kind: String, message: String, reason: String? = nil) {
    self.code = code
    self.kind = kind
    self.message = message
    self.reason = reason
  }

  /// What the host words its message around: `data.reason`, else the message.
  public var bareReason: String { reason ?? message }

  /// The members of `data` besides `kind`.
  public var details: JSONObject {
    var details = JSONObject()
    if let reason { details.append("reason", .string(reason)) }
    return details
  }
}

// MARK: The plugin side: a screen's error → a refusal

extension PluginRefusal {
  /// A screen's refusal of a user action (`screen/event`).
  public init(_ error: ActionError) {
    switch error {
    case .unknownAction(let action):
      self.init(kind: ErrorKind.unknownAction.rawValue, message: "The screen has no action \"\(action)\"")
    case .invalidValue(let action, let reason):
      self.init(
        kind: ErrorKind.invalidValue.rawValue, message: "Bad value for \"\(action)\": \(reason)", reason: reason)
    case .unavailable(let action, let reason):
      self.init(
        kind: ErrorKind.actionUnavailable.rawValue, message: "\"\(action)\" is unavailable: \(reason)", reason: reason)
    }
  }

  /// A screen's refusal of an edit (`screen/input`): the same kinds as for
  /// an event, but an input the screen takes no edits of is `unknown_input`.
  public init(edit error: ActionError) {
    if case .unknownAction(let key) = error {
      self.init(kind: ErrorKind.unknownInput.rawValue, message: "The screen takes no edits of \"\(key)\"")
    } else {
      self.init(error)
    }
  }

  /// A screen's refusal of a state (`screen/restore`).
  public init(_ error: SnapshotError) {
    self.init(
      kind: ErrorKind.invalidSnapshot.rawValue, message: "Bad snapshot: \(error.message)", reason: error.message)
  }

  /// A module's refusal of an input (`screen/open`).
  public init(_ error: InputError, module: ModuleName) {
    self.init(
      kind: ErrorKind.invalidInput.rawValue, message: "Bad input for \(module): \(error.message)", reason: error.message
    )
  }
}

// MARK: The host side: a refusal → the error the host sees

extension PluginRefusal {
  /// Reads the `error` member of a plugin's answer; what is missing gets a
  /// default (code -32603, kind `plugin_error`, a generic message).
  public init(error json: JSONValue) {
    self.init(
      code: json["code"]?.intValue ?? -32603,
      kind: json["data"]?["kind"]?.stringValue ?? "plugin_error",
      message: json["message"]?.stringValue ?? "the plugin refused the request",
      reason: json["data"]?["reason"]?.stringValue)
  }

  /// The refusal of a user action, as the host's dispatcher sees it.
  public func actionError(for action: ActionName) -> ActionError {
    switch ErrorKind(rawValue: kind) {
    case .unknownAction?: .unknownAction(action)
    case .invalidValue?: .invalidValue(action, bareReason)
    default: .unavailable(action, bareReason)
    }
  }

  /// JSON-RPC's "method not found": how a plugin written before `screen/input` answers it.
  public static let methodNotFoundCode: Int64 = -32601

  /// The refusal of an edit, as the host's dispatcher sees it: `unknown_input`,
  /// or "method not found" from a plugin that takes no edits at all, is an
  /// input the screen takes no edits of; the other kinds as for an event.
  public func editError(for key: InputKey) -> ActionError {
    let action = ActionName(key.rawValue)
    if code == Self.methodNotFoundCode || kind == ErrorKind.unknownInput.rawValue
      || kind == ErrorKind.unknownAction.rawValue
    {
      return .unknownAction(action)
    }
    return actionError(for: action)
  }

  /// The refusal of a state in `screen/restore` (whatever the kind).
  public var snapshotError: SnapshotError { SnapshotError("the plugin refused the snapshot: \(bareReason)") }

  /// The refusal of an input, as the host's dispatcher sees it (whatever the kind).
  public var inputError: InputError { InputError(bareReason) }
}
