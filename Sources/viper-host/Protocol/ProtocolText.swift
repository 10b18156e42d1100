import JSONValue
import Wire

/// `viper-host protocol --format text`: the description for people, one line
/// per method, notification, node type and error code.
struct ProtocolText {
  let description: ProtocolDescription

  init(_ description: ProtocolDescription) { self.description = description }

  func render() -> String {
    var out =
      "\(description.limits.name) \(description.version), protocol \(description.json["protocolVersion"]?.stringValue ?? "?")\n"
    out += "\nMethods (params -> result):\n"
    for method in description.methods {
      let name = method["name"]?.stringValue ?? "?"
      let params = memberNames(method["params"])
      let result = method["answered"]?.boolValue == true ? memberNames(method["result"]) : "(no answer)"
      out += "  \(name)(\(params)) -> \(result)\n"
    }
    out += "\nNotifications:\n"
    for note in description.notifications {
      out += "  \(note["name"]?.stringValue ?? "?")(\(memberNames(note["params"])))\n"
    }
    out +=
      "\nNode types: " + description.nodeTypes.compactMap { $0["type"]?.stringValue }.joined(separator: ", ") + "\n"
    out += "\nErrors (code: data.kind):\n"
    for error in description.errors {
      let kinds = error["kinds"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ", ") ?? ""
      out += "  \(error["code"]?.intValue.map(String.init) ?? "?"): \(kinds)\n"
    }
    out += "\nLimits (defaults):\n"
    for member in description.limitDefaults.objectValue?.members ?? [] {
      out += "  \(member.key) = \(member.value.intValue.map(String.init) ?? "?")\n"
    }
    out += "\nSchemas: \(description.schemas.count) embedded; --format json prints them.\n"
    return out
  }

  /// An object schema's members, `?` after the optional ones.
  private func memberNames(_ schema: JSONValue?) -> String {
    guard let properties = schema?["properties"]?.objectValue else { return "" }
    let required = Set(schema?["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    return properties.keys.map { required.contains($0) ? $0 : $0 + "?" }.joined(separator: ", ")
  }
}
