import JSONValue
import PluginWire
import ViperKit
import Wire

/// JSON-RPC framing of the module-side protocol, shared by both kinds of
/// plugin: requests out, answers and `screen/update` notifications in.
enum PluginMessageCodec {
  enum Incoming {
    case response(id: Int64, Result<JSONValue, PluginCallError>)
    case update(PluginScreenID, JSONValue)
  }

  static func request(id: Int64, method: String, params: JSONValue) -> [UInt8] {
    var object = JSONObject()
    object.append("jsonrpc", "2.0")
    object.append("id", .int(id))
    object.append("method", .string(method))
    object.append("params", params)
    return JSONSerializer.bytes(.object(object))
  }

  static func notification(method: String, params: JSONValue) -> [UInt8] {
    JSONSerializer.bytes(RPCOutgoing.notification(method, params))
  }

  /// Reads one message from a plugin: an answer to a request, or an update.
  static func decode(_ message: JSONValue) throws(PluginMessageError) -> Incoming {
    guard case .object(let object) = message else {
      throw PluginMessageError("expected a JSON-RPC object, got \(message.kindName)")
    }
    if let id = object["id"] {
      guard case .int(let number) = id else { throw PluginMessageError("answers carry the request's integer id") }
      if let error = object["error"] { return .response(id: number, .failure(.rejected(PluginRefusal(error: error)))) }
      guard let result = object["result"] else { throw PluginMessageError("an answer needs result or error") }
      return .response(id: number, .success(result))
    }
    guard object["method"] == .string(PluginProtocol.Method.update) else {
      throw PluginMessageError(
        "a plugin may only send the notification \(PluginProtocol.Method.update), not \(PluginText.json(object["method"] ?? .null))"
      )
    }
    guard case .string(let screen)? = object["params"]?["screen"] else {
      throw PluginMessageError("\(PluginProtocol.Method.update) needs params.screen")
    }
    return .update(PluginScreenID(screen), object["params"] ?? .null)
  }
}
