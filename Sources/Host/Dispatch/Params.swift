import JSONValue
import Wire

/// Typed access to a request's params; a missing or mistyped member is
/// -32602 naming the member. Unknown members are ignored, so newer
/// frontends can send more.
struct Params {
  private let object: JSONObject

  init(_ params: JSONValue?, method: String) throws(RPCError) {
    switch params {
    case nil: object = JSONObject()
    case .object(let members)?: object = members
    case .array?: throw .invalidParams("\(method) takes its params as an object")
    case let other?: throw .invalidParams("params must be an object, not \(other.kindName)")
    }
  }

  func string(_ key: String) throws(RPCError) -> String {
    guard let value = object[key] else { throw .invalidParams("missing \"\(key)\"") }
    guard case .string(let string) = value else {
      throw .invalidParams("\"\(key)\" must be a string, not \(value.kindName)")
    }
    return string
  }

  func optionalString(_ key: String) throws(RPCError) -> String? {
    guard let value = object[key], value != .null else { return nil }
    guard case .string(let string) = value else {
      throw .invalidParams("\"\(key)\" must be a string, not \(value.kindName)")
    }
    return string
  }

  /// Any JSON value; an explicit `null` counts as absent.
  func value(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }
}
