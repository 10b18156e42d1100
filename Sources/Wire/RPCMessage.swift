import JSONValue

/// A request id: JSON-RPC allows numbers and strings (ViperHost refuses
/// `null` and fractions as ids).
public enum RPCID: Hashable, Sendable {
  case number(Int64)
  case string(String)

  public var json: JSONValue {
    switch self {
    case .number(let number): .int(number)
    case .string(let string): .string(string)
    }
  }
}

/// A message from the frontend: a request (with id) or a notification.
public struct RPCIncoming: Sendable, Equatable {
  public var id: RPCID?
  public var method: String
  /// An object or an array; absent is nil.
  public var params: JSONValue?

  public var isNotification: Bool { id == nil }

  /// The longest string id the host accepts, in UTF-8 bytes (and it has no
  /// control characters). Every answer echoes the id: written as JSON it
  /// takes at most 256 bytes (each `"` or `\\` two), which leaves an error
  /// that also echoes two 128-byte names room in the smallest
  /// `--max-message-bytes` (1024).
  public static let maxIDBytes = 128
  /// The longest method name a request may have, in UTF-8 bytes: -32601
  /// echoes it. (A notification is never answered, so it is not checked.)
  public static let maxMethodBytes = 128

  public init(id: RPCID?, method: String, params: JSONValue?) {
    self.id = id
    self.method = method
    self.params = params
  }

  /// Reads the JSON-RPC 2.0 envelope (as `RPCRequest.decode` does). On
  /// failure, the error comes with the id to answer with.
  public static func decode(_ value: JSONValue) -> Result<RPCIncoming, RPCRejection> {
    RPCRequest.decode(JSONDocument(value).rootNode).map {
      RPCIncoming(id: $0.id, method: $0.method, params: $0.params?.value)
    }
  }
}

/// A message from the frontend as the host reads it: the envelope's members
/// in Swift, the params still in json-c's tree (each method reads what it
/// takes, `Params`).
public struct RPCRequest {
  public var id: RPCID?
  public var method: String
  /// An object or an array; absent is nil.
  public var params: JSONNode?

  public var isNotification: Bool { id == nil }

  /// Reads the JSON-RPC 2.0 envelope. On failure, the error comes with the
  /// id to answer with (nil when the message had none that could be read).
  public static func decode(_ message: JSONNode) -> Result<RPCRequest, RPCRejection> {
    let kind = message.kind
    guard kind == .object else {
      let text =
        kind == .array
        ? "batches are not supported in protocol version 1" : "a message must be a JSON object, not \(kind.name)"
      return .failure(RPCRejection(id: nil, error: .invalidRequest(text)))
    }
    var id: RPCID?
    if let member = message.member("id") {
      if let number = member.int {
        id = .number(number)
      } else if let string = member.string {
        // Too long to echo: answered with id null.
        let maxIDBytes = RPCIncoming.maxIDBytes
        guard string.utf8.count <= maxIDBytes else {
          return .failure(RPCRejection(id: nil, error: .tooLong("id", bytes: string.utf8.count, limit: maxIDBytes)))
        }
        // Escaped, a control character takes six bytes: with those, an id and
        // the names an error echoes could outgrow the smallest message limit.
        guard !string.unicodeScalars.contains(where: isControl) else {
          var error = RPCError.invalidRequest("a string id has no control characters")
          error.details.append("member", "id")
          return .failure(RPCRejection(id: nil, error: error))
        }
        id = .string(string)
      } else {
        return .failure(
          RPCRejection(id: nil, error: .invalidRequest("id must be an integer or a string, not \(member.kind.name)")))
      }
    }
    let version = message.memberString("jsonrpc")
    if version != .absent && version != .string("2.0") {
      return .failure(RPCRejection(id: id, error: .invalidRequest("jsonrpc must be \"2.0\"")))
    }
    let method: String
    switch message.memberString("method") {
    case .absent: return .failure(RPCRejection(id: id, error: .invalidRequest("missing method")))
    case .other: return .failure(RPCRejection(id: id, error: .invalidRequest("method must be a string")))
    case .string(let name): method = name
    }
    let maxMethodBytes = RPCIncoming.maxMethodBytes
    if id != nil && method.utf8.count > maxMethodBytes {
      return .failure(
        RPCRejection(id: id, error: .tooLong("method", bytes: method.utf8.count, limit: maxMethodBytes)))
    }
    // -32601 echoes the name twice: escaped, control characters would take
    // six bytes each and overrun the smallest message limit. No method has any.
    if id != nil && method.unicodeScalars.contains(where: isControl) {
      var error = RPCError.invalidRequest("a method name has no control characters")
      error.details.append("member", "method")
      return .failure(RPCRejection(id: id, error: error))
    }
    let params = message.member("params")
    if let params, params.kind != .object && params.kind != .array {
      return .failure(
        RPCRejection(
          id: id, error: .invalidRequest("params must be an object or an array, not \(params.kind.name)")))
    }
    return .success(RPCRequest(id: id, method: method, params: params))
  }
}

/// A message the host could not accept, with the id its error answer carries.
public struct RPCRejection: Error, Sendable, Equatable {
  public var id: RPCID?
  public var error: RPCError
}

/// Builders for what the host writes.
public enum RPCOutgoing {
  public static func result(id: RPCID, _ result: JSONValue) -> JSONValue {
    var object = JSONObject()
    object.append("jsonrpc", "2.0")
    object.append("id", id.json)
    object.append("result", result)
    return .object(object)
  }

  public static func error(id: RPCID?, _ error: RPCError) -> JSONValue {
    var object = JSONObject()
    object.append("jsonrpc", "2.0")
    object.append("id", id?.json ?? .null)
    object.append("error", error.json)
    return .object(object)
  }

  /// A result written straight as text (the hot path: every request's
  /// answer); the same message as `result(id:_:)`, its result written by `result`.
  public static func writeResult(id: RPCID, to message: inout JSONWriter, _ result: (inout JSONWriter) -> Void) {
    message.object { message in
      message.key("jsonrpc")
      message.string("2.0")
      message.key("id")
      switch id {
      case .number(let number): message.int(number)
      case .string(let string): message.string(string)
      }
      message.key("result")
      result(&message)
    }
  }

  public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    var object = JSONObject()
    object.append("jsonrpc", "2.0")
    object.append("method", .string(method))
    object.append("params", params)
    return .object(object)
  }
}

/// A control character (C0 or DEL): never part of a name.
public func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }
