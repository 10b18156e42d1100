import JSONValue

/// An error answer: code, a readable message, and `data` whose `kind` is a
/// short machine-readable word (`parse_error`, `unknown_action`, …). Every
/// error the host answers a frontend with is of an `ErrorKind`
/// (`init(kind:_:details:)`); `kind` is text because the plugin protocol's
/// errors travel in this type too, with kinds of their own (PLUGINS.md).
public struct RPCError: Error, Equatable, Sendable {
  public var code: RPCErrorCode
  public var message: String
  public var kind: String
  /// More members of `data` besides `kind` (e.g. `offset`, `method`).
  public var details: JSONObject

  public init(_ code: RPCErrorCode, kind: String, _ message: String, details: JSONObject = JSONObject()) {
    self.code = code
    self.kind = kind
    self.message = message
    self.details = details
  }

  /// An error of `kind`, with the code that kind has.
  public init(kind: ErrorKind, _ message: String, details: JSONObject = JSONObject()) {
    self.init(kind.code, kind: kind.rawValue, message, details: details)
  }

  public var json: JSONValue {
    var data = JSONObject()
    data.append("kind", .string(kind))
    for member in details.members where member.key != "kind" { data.append(member.key, member.value) }
    return ["code": .int(Int64(code.rawValue)), "message": .string(message), "data": .object(data)]
  }
}

extension RPCError {
  public static func parse(_ error: JSONParseError) -> RPCError {
    var details = JSONObject()
    details.append("reason", .string(error.reason.rawValue))
    if let offset = error.offset { details.append("offset", .int(Int64(offset))) }
    let kind: ErrorKind = error.reason == .invalidUTF8 ? .invalidUTF8 : .parseError
    return RPCError(kind: kind, "Parse error: \(error.detail)", details: details)
  }

  public static func lineTooLong(byteCount: Int, limit: Int) -> RPCError {
    RPCError(
      kind: .lineTooLong,
      "Line too long: \(byteCount) bytes, the limit is \(limit)",
      details: ["bytes": .int(Int64(byteCount)), "limit": .int(Int64(limit))])
  }

  public static func invalidRequest(_ message: String) -> RPCError {
    RPCError(kind: .invalidRequest, "Invalid request: \(message)")
  }

  /// A string member of the envelope (`id`, `method`) longer than the host
  /// accepts: -32600 with `data.member`, `data.bytes` and `data.limit`.
  public static func tooLong(_ member: String, bytes: Int, limit: Int) -> RPCError {
    let what = member == "id" ? "a string id" : "a \(member) name"
    return RPCError(
      kind: .invalidRequest,
      "Invalid request: the \(member) is \(bytes) bytes long; \(what) may be at most \(limit) bytes",
      details: ["member": .string(member), "bytes": .int(Int64(bytes)), "limit": .int(Int64(limit))])
  }

  public static func invalidParams(_ message: String, kind: ErrorKind = .invalidParams) -> RPCError {
    RPCError(kind: kind, "Invalid params: \(message)")
  }

  public static func methodNotFound(_ method: String) -> RPCError {
    RPCError(
      kind: .methodNotFound, "Method not found: \(method)",
      details: ["method": .string(method)])
  }
}
