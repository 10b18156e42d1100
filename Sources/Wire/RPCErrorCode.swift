/// JSON-RPC 2.0 error codes: the standard ones and ViperHost's own
/// (-32000 … -32099 is the range the spec leaves to servers).
public struct RPCErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let parseError = RPCErrorCode(rawValue: -32700)
  public static let invalidRequest = RPCErrorCode(rawValue: -32600)
  public static let methodNotFound = RPCErrorCode(rawValue: -32601)
  public static let invalidParams = RPCErrorCode(rawValue: -32602)
  public static let internalError = RPCErrorCode(rawValue: -32603)
  public static let notInitialized = RPCErrorCode(rawValue: -32002)
  public static let viewNotFound = RPCErrorCode(rawValue: -32010)
  public static let moduleNotFound = RPCErrorCode(rawValue: -32011)
  public static let navigationRejected = RPCErrorCode(rawValue: -32012)
  public static let lineTooLong = RPCErrorCode(rawValue: -32013)
  public static let busy = RPCErrorCode(rawValue: -32014)
  public static let pluginFailed = RPCErrorCode(rawValue: -32015)
  public static let debugOff = RPCErrorCode(rawValue: -32016)

  public var description: String { String(rawValue) }
}
