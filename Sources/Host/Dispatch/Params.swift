import JSONValue
import Wire

/// Typed access to a request's params (or to an object inside them); a
/// missing or mistyped member is -32602 naming the member, in the message
/// and as `data.member` (worded in `HostErrors`) (a dotted path for nested ones, e.g.
/// `capabilities.viewPatch`). Unknown members are ignored, so newer
/// frontends can send more.
struct Params {
  private let object: JSONObject
  /// The path of this object inside the params ("" for the params themselves).
  private let path: String

  init(_ params: JSONValue?, method: String) throws(RPCError) {
    path = ""
    switch params {
    case nil: object = JSONObject()
    case .object(let members)?: object = members
    case .array?: throw .paramsInAnArray(method: method)
    case let other?: throw .paramsNotAnObject(other)
    }
  }

  private init(object: JSONObject, path: String) {
    self.object = object
    self.path = path
  }

  func string(_ key: String) throws(RPCError) -> String {
    guard let value = object[key] else { throw missing(key) }
    guard case .string(let string) = value else { throw mistyped(key, expected: "a string", got: value) }
    return string
  }

  /// The longest name (module, view id, action, protocol version, input key, node type) the host
  /// takes, in UTF-8 bytes: errors echo names, and an echo must keep the
  /// answer well within the smallest `--max-message-bytes`. No real name is
  /// this long.
  static let maxNameBytes = 128

  /// A string the host may echo in an answer: at most `maxNameBytes`.
  func name(_ key: String) throws(RPCError) -> String {
    let string = try string(key)
    let bytes = string.utf8.count
    guard bytes <= Self.maxNameBytes else {
      throw .nameTooLong(memberPath(key), bytes: bytes, limit: Self.maxNameBytes)
    }
    guard !string.unicodeScalars.contains(where: isControl) else {
      throw .controlCharacters(in: memberPath(key))
    }
    return string
  }

  /// Absent or `null`: nil.
  func optionalString(_ key: String) throws(RPCError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else { throw mistyped(key, expected: "a string", got: value) }
    return string
  }

  /// A whole number (`2`, or `2.0`) that fits in an `Int`.
  func int(_ key: String) throws(RPCError) -> Int {
    guard let value = value(key) else { throw missing(key) }
    guard let number = value.intValue, let int = Int(exactly: number) else {
      throw mistyped(key, expected: "an integer", got: value)
    }
    return int
  }

  /// Absent or `null`: nil.
  func optionalInt(_ key: String) throws(RPCError) -> Int? {
    guard value(key) != nil else { return nil }
    return try int(key)
  }

  /// Absent or `null`: nil.
  func optionalBool(_ key: String) throws(RPCError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value else { throw mistyped(key, expected: "a boolean", got: value) }
    return bool
  }

  /// An array of names (each as `name`); absent or `null`: nil.
  func optionalNames(_ key: String) throws(RPCError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let values) = value else { throw mistyped(key, expected: "an array of strings", got: value) }
    var names: [String] = []
    for (index, element) in values.enumerated() {
      let item = Params(object: [String(index): element], path: memberPath(key))
      names.append(try item.name(String(index)))
    }
    return names
  }

  /// A member that is itself an object of params; absent or `null`: nil.
  func optionalObject(_ key: String) throws(RPCError) -> Params? {
    guard let value = value(key) else { return nil }
    guard case .object(let members) = value else { throw mistyped(key, expected: "an object", got: value) }
    return Params(object: members, path: memberPath(key))
  }

  /// Any JSON value; an explicit `null` counts as absent.
  /// Whether the member is present as `null` (a single choice's "none").
  func isNull(_ key: String) -> Bool { object[key] == .null }

  func value(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }

  private func memberPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  private func missing(_ key: String) -> RPCError { .memberMissing(memberPath(key)) }

  private func mistyped(_ key: String, expected: String, got value: JSONValue) -> RPCError {
    .memberMistyped(memberPath(key), expected: expected, got: value)
  }
}
