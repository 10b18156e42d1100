import Foundation

/// Calls a JSON API through a transport and decodes what it answers.
/// Unknown fields are ignored (Decodable skips them).
public struct JSONEndpoint: Sendable {
  private let transport: any HTTPTransport
  private let headers: [String: String]
  private let credential: Credential?

  /// A bearer token and the one origin it may be sent to.
  public struct Credential: Sendable {
    public var token: String
    public var origin: URLOrigin
    public init(token: String, origin: URLOrigin) {
      self.token = token
      self.origin = origin
    }
  }

  /// `credential`: attached only to requests whose URL has its origin.
  public init(transport: any HTTPTransport, headers: [String: String] = [:], credential: Credential? = nil) {
    self.transport = transport
    self.headers = headers
    self.credential = credential
  }

  /// GETs `url` and decodes its body as `T`.
  public func get<T: Decodable>(_ url: String, as type: T.Type) async throws(GatewayError) -> T {
    let response = try await exchange(request(.get, url))
    guard !response.body.isEmpty else { throw .empty }
    do {
      return try JSONDecoder().decode(T.self, from: Data(response.body))
    } catch {
      throw .unreadable(Self.describe(error))
    }
  }

  /// Sends a request whose answer carries no data the caller needs.
  public func send(_ method: HTTPRequest.Method, _ url: String) async throws(GatewayError) {
    _ = try await exchange(request(method, url))
  }

  private func request(_ method: HTTPRequest.Method, _ url: String) -> HTTPRequest {
    let token = credential.flatMap { URLOrigin(url) == $0.origin ? $0.token : nil }
    return HTTPRequest(method, url, headers: headers, bearerToken: token)
  }

  private func exchange(_ request: HTTPRequest) async throws(GatewayError) -> HTTPResponse {
    let response: HTTPResponse
    do {
      response = try await transport.send(request)
    } catch .timedOut {
      throw .timedOut
    } catch .tooLarge(let limit) {
      throw .unreadable("longer than \(limit) bytes")
    } catch {
      throw .offline
    }
    guard (200..<300).contains(response.status) else { throw .badStatus(response.status) }
    return response
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong type at \(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))"
    case DecodingError.dataCorrupted: "not JSON"
    default: String(describing: error)
    }
  }
}
