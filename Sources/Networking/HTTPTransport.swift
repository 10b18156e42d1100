/// One HTTP exchange, as values: what gateways send and get back.
public struct HTTPRequest: Sendable, Equatable {
  public enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
  }

  public var method: Method
  public var url: String
  public var headers: [String: String]
  /// Sent as `Authorization: Bearer …` to the origin of `url` only: a
  /// transport never forwards it to another scheme, host or port (a redirect).
  public var bearerToken: String?

  public init(_ method: Method = .get, _ url: String, headers: [String: String] = [:], bearerToken: String? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.bearerToken = bearerToken
  }
}

public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  public var body: [UInt8]

  public init(status: Int, body: [UInt8]) {
    self.status = status
    self.body = body
  }
}

/// Why no response came back at all.
public enum TransportError: Error, Equatable, Sendable {
  /// The server could not be reached (refused, unreachable, unknown host).
  case cannotConnect(String)
  /// It did not answer in time.
  case timedOut
  /// The answer was longer than the transport accepts.
  case tooLarge(limit: Int)
  /// The task that waited for it was cancelled.
  case cancelled
}

/// Sends HTTP requests: the real client in the host, a stub in tests.
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
