import JSONValue
import ViperKit

/// Navigation as plugins send it: `{action, module?, input?}`, the actions
/// named as in `router/navigate`.
extension Navigation {
  public var json: JSONValue {
    var object = JSONObject()
    let action: String
    switch self {
    case .push: action = "push"
    case .present: action = "present"
    case .replaceRoot: action = "replaceRoot"
    case .pop: action = "pop"
    case .dismiss: action = "dismiss"
    }
    object.append("action", .string(action))
    if let destination {
      object.append("module", .string(destination.module.rawValue))
      switch destination.input {
      case .none: break
      case .json(let input): object.append("input", input)
      case .typed(let input as any EncodableModuleInput): object.append("input", input.json)
      case .typed(let input):
        // A router bug, caught in the plugin's own tests: the input has no JSON form.
        preconditionFailure("\(type(of: input)) must conform to EncodableModuleInput to cross a plugin boundary")
      }
    }
    return .object(object)
  }

  public init(json: JSONValue) throws(PluginMessageError) {
    guard case .string(let action)? = json["action"] else {
      throw PluginMessageError("navigation needs a string action, got \(json["action"]?.kindName ?? "none")")
    }
    func destination() throws(PluginMessageError) -> Destination {
      guard case .string(let module)? = json["module"], !module.isEmpty else {
        throw PluginMessageError("navigation \(action) needs a module")
      }
      return Destination(untyped: ModuleName(module), json: json["input"].flatMap { $0 == .null ? nil : $0 })
    }
    switch action {
    case "push": self = .push(try destination())
    case "present": self = .present(try destination())
    case "replaceRoot": self = .replaceRoot(try destination())
    case "pop": self = .pop
    case "dismiss": self = .dismiss
    default: throw PluginMessageError("unknown navigation action \"\(action)\"")
    }
  }
}
