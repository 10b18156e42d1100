import JSONValue
import ViperKit

/// The manifest as a plugin reports it in answer to `plugin/initialize`:
/// `{name, title, version, home?, input?, snapshots?}`. It is also what `module/list`
/// shows for the module.
extension ModuleManifest {
  public var pluginJSON: JSONValue {
    var object: JSONObject = [
      "name": .string(name.rawValue), "title": .string(title), "version": .string(version),
      "home": .bool(listedOnHome),
    ]
    if let input { object.append("input", input) }
    if snapshots { object.append("snapshots", true) }
    return .object(object)
  }

  public init(pluginJSON json: JSONValue, origin: ModuleOrigin) throws(PluginMessageError) {
    func string(_ key: String) throws(PluginMessageError) -> String {
      guard case .string(let value)? = json[key], !value.isEmpty else {
        throw PluginMessageError("the manifest needs a non-empty string \(key)")
      }
      return value
    }
    let name = try string("name")
    guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
      throw PluginMessageError("the module name \"\(name)\" may hold only ASCII letters, digits, - and _")
    }
    let listed: Bool
    switch json["home"] {
    case nil, .null?: listed = true
    case .bool(let value)?: listed = value
    case let other?: throw PluginMessageError("home must be a boolean, got \(other.kindName)")
    }
    let snapshots: Bool
    switch json["snapshots"] {
    case nil, .null?: snapshots = false
    case .bool(let value)?: snapshots = value
    case let other?: throw PluginMessageError("snapshots must be a boolean, got \(other.kindName)")
    }
    let input = json["input"].flatMap { $0 == .null ? nil : $0 }
    if let input, input.objectValue == nil {
      throw PluginMessageError("input must be a JSON Schema object, got \(input.kindName)")
    }
    // Home opens a module without input: one whose input is required is reached by navigation only.
    self.init(
      name: ModuleName(name), title: try string("title"), version: try string("version"),
      listedOnHome: listed && Self.opensWithoutInput(schema: input), input: input, origin: origin,
      snapshots: snapshots)
  }
}
