import Host
import JSONValue
import Wire

/// What `viper-host protocol` prints: the protocol as this binary speaks it,
/// read from the exact schemas embedded at build time (`EmbeddedSchemas`) and
/// the host's own defaults, never from Protocol/ at run time.
struct ProtocolDescription {
  /// Schema path under Protocol/schema -> the parsed schema.
  let schemas: [(path: String, schema: JSONValue)]
  let version: String
  let limits: HostConfiguration

  init(files: [(path: String, text: String)], version: String) throws {
    let parser = JSONParser(maxDepth: 256)
    schemas = try files.map { file in (file.path, try parser.parse(file.text)) }
    self.version = version
    limits = HostConfiguration(version: version)
  }

  func schema(_ path: String) -> JSONValue? { schemas.first { $0.path == path }?.schema }

  func schemas(under folder: String, except union: String) -> [(path: String, schema: JSONValue)] {
    schemas.filter { $0.path.hasPrefix(folder + "/") && $0.path != folder + "/" + union }
  }

  /// Each request the host answers: its params and, when it is answered, its result.
  var methods: [JSONValue] {
    schemas(under: "requests", except: "").compactMap { entry -> JSONValue? in
      guard let name = entry.schema["properties"]?["method"]?["const"]?.stringValue else { return nil }
      let responsePath = "responses/" + entry.path.dropFirst("requests/".count)
      let answered = schema(responsePath) != nil
      return .object(
        JSONObject([
          ("name", .string(name)),
          ("params", entry.schema["properties"]?["params"] ?? .null),
          ("result", schema(responsePath)?["properties"]?["result"] ?? .null),
          ("answered", .bool(answered)),
          ("request", .string(entry.path)),
          ("response", answered ? .string(responsePath) : .null),
        ]))
    }
  }

  var notifications: [JSONValue] {
    schemas(under: "notifications", except: "notification.json").compactMap { entry -> JSONValue? in
      guard let name = entry.schema["properties"]?["method"]?["const"]?.stringValue else { return nil }
      return .object(
        JSONObject([
          ("name", .string(name)), ("params", entry.schema["properties"]?["params"] ?? .null),
          ("schema", .string(entry.path)),
        ]))
    }
  }

  var nodeTypes: [JSONValue] {
    schemas(under: "nodes", except: "node.json").compactMap { entry -> JSONValue? in
      guard let type = entry.schema["properties"]?["type"]?["const"]?.stringValue else { return nil }
      return .object(JSONObject([("type", .string(type)), ("schema", .string(entry.path))]))
    }
  }

  /// Each error code with the `data.kind`s it comes with (responses/error.json ties them).
  var errors: [JSONValue] {
    let rules = schema("responses/error.json")?["properties"]?["error"]?["allOf"]?.arrayValue ?? []
    return rules.compactMap { rule -> JSONValue? in
      guard let code = rule["if"]?["properties"]?["code"]?["const"],
        let kinds = rule["then"]?["properties"]?["data"]?["properties"]?["kind"]?["enum"]
      else { return nil }
      return .object(JSONObject([("code", code), ("kinds", kinds)]))
    }
  }

  /// Named as `initialize` names them (PROTOCOL.md).
  var limitDefaults: JSONValue {
    .object(
      JSONObject([
        ("maxLineBytes", .int(Int64(limits.maxLineBytes))), ("maxDepth", .int(Int64(limits.maxJSONDepth))),
        ("maxViews", .int(Int64(limits.maxViews))), ("maxEffectsPerView", .int(Int64(limits.maxEffectsPerView))),
        ("maxMessageBytes", .int(Int64(limits.maxMessageBytes))),
      ]))
  }

  var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(limits.name)), ("version", .string(version)),
        ("protocolVersion", .string(HostConfiguration.protocolVersion)),
        ("methods", .array(methods)), ("notifications", .array(notifications)), ("nodeTypes", .array(nodeTypes)),
        ("errors", .array(errors)), ("limits", limitDefaults),
        ("schemas", .object(JSONObject(schemas.map { ($0.path, $0.schema) }))),
      ]))
  }
}
