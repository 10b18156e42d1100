import JSONValue
import Wire

/// Typed access to a request's params (or to an object inside them), read
/// straight from json-c's tree (issue #40: no `JSONValue` of the whole
/// request); a missing or mistyped member is -32602 naming the member, in
/// the message and as `data.member` (worded in `HostErrors`) (a dotted path
/// for nested ones, e.g. `capabilities.viewPatch`). Unknown members are
/// ignored, so newer frontends can send more.
struct Params {
  /// An object; nil: no params (read as an empty object).
  private let object: JSONNode?
  /// The path of this object inside the params ("" for the params themselves).
  private let path: String

  init(_ params: JSONNode?, method: String) throws(RPCError) {
    path = ""
    switch params?.kind {
    case nil: object = nil
    case .object?: object = params
    case .array?: throw .paramsInAnArray(method: method)
    case _?: throw .paramsNotAnObject(params?.value ?? .null)
    }
  }

  /// Params given as a value (an entry of `app/start`'s stack).
  init(_ params: JSONValue?, method: String) throws(RPCError) {
    try self.init(params.map { JSONDocument($0).rootNode }, method: method)
  }

  private init(object: JSONNode, path: String) {
    self.object = object
    self.path = path
  }

  func string(_ key: String) throws(RPCError) -> String {
    // Read in place; a node is made only to name a mistyped member's kind.
    switch object?.memberString(key) ?? .absent {
    case .string(let string): return string
    case .absent: throw missing(key)
    case .other: throw mistyped(key, expected: "a string", got: object?.member(key) ?? JSONDocument(.null).rootNode)
    }
  }

  /// The longest name (module, view id, action, protocol version, input key, node type) the host
  /// takes, in UTF-8 bytes: errors echo names, and an echo must keep the
  /// answer well within the smallest `--max-message-bytes`. No real name is
  /// this long.
  static let maxNameBytes = 128

  /// A string the host may echo in an answer: at most `maxNameBytes`.
  func name(_ key: String) throws(RPCError) -> String {
    try checkedName(string(key), at: memberPath(key))
  }

  private func checkedName(_ string: String, at path: @autoclosure () -> String) throws(RPCError) -> String {
    let bytes = string.utf8.count
    guard bytes <= Self.maxNameBytes else {
      throw .nameTooLong(path(), bytes: bytes, limit: Self.maxNameBytes)
    }
    guard !string.unicodeScalars.contains(where: isControl) else {
      throw .controlCharacters(in: path())
    }
    return string
  }

  /// A name (as `name`) when present; absent or `null`: nil.
  func optionalName(_ key: String) throws(RPCError) -> String? {
    guard let string = try optionalString(key) else { return nil }
    return try checkedName(string, at: memberPath(key))
  }

  /// Absent or `null`: nil.
  func optionalString(_ key: String) throws(RPCError) -> String? {
    guard let value = node(key) else { return nil }
    guard let string = value.string else { throw mistyped(key, expected: "a string", got: value) }
    return string
  }

  /// A whole number (`2`, or `2.0`) that fits in an `Int`.
  func int(_ key: String) throws(RPCError) -> Int {
    guard let value = node(key) else { throw missing(key) }
    guard let number = value.wholeNumber, let int = Int(exactly: number) else {
      throw mistyped(key, expected: "an integer", got: value)
    }
    return int
  }

  /// Absent or `null`: nil.
  func optionalInt(_ key: String) throws(RPCError) -> Int? {
    guard node(key) != nil else { return nil }
    return try int(key)
  }

  /// Absent or `null`: nil.
  func optionalBool(_ key: String) throws(RPCError) -> Bool? {
    guard let value = node(key) else { return nil }
    guard let bool = value.bool else { throw mistyped(key, expected: "a boolean", got: value) }
    return bool
  }

  /// An array of names (each as `name`); absent or `null`: nil.
  func optionalNames(_ key: String) throws(RPCError) -> [String]? {
    guard let value = node(key) else { return nil }
    guard let elements = value.elements else { throw mistyped(key, expected: "an array of strings", got: value) }
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      let elementPath = memberPath(key) + "." + String(index)
      guard let string = element.string else {
        throw RPCError.memberMistyped(elementPath, expected: "a string", got: element.value)
      }
      names.append(try checkedName(string, at: elementPath))
    }
    return names
  }

  /// A member that is itself an object of params; absent or `null`: nil.
  func optionalObject(_ key: String) throws(RPCError) -> Params? {
    guard let value = node(key) else { return nil }
    guard value.kind == .object else { throw mistyped(key, expected: "an object", got: value) }
    return Params(object: value, path: memberPath(key))
  }

  /// Any JSON value; an explicit `null` counts as absent.
  func value(_ key: String) -> JSONValue? { node(key)?.value }

  /// Whether the member is present as `null` (a single choice's "none").
  func isNull(_ key: String) -> Bool { object?.member(key)?.isNull == true }

  /// The member in the tree; an explicit `null` counts as absent.
  private func node(_ key: String) -> JSONNode? {
    guard let value = object?.member(key), !value.isNull else { return nil }
    return value
  }

  private func memberPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  private func missing(_ key: String) -> RPCError { .memberMissing(memberPath(key)) }

  /// The member's value is read only to name its kind in the error.
  private func mistyped(_ key: String, expected: String, got value: JSONNode) -> RPCError {
    .memberMistyped(memberPath(key), expected: expected, got: value.value)
  }
}
