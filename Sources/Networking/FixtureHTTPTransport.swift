/// Serves fixed responses by URL, in memory: the host's embedded data goes
/// through the very gateways that talk to real servers, so `make run` works
/// offline and the decoding path is the same one.
public struct FixtureHTTPTransport: HTTPTransport {
  /// The base URL embedded gateways are given; never resolved.
  public static let base = "https://fixtures.viper-host.invalid"

  private let responses: [String: HTTPResponse]

  /// `bodies`: JSON bodies by path (with query), e.g. `"/users"`.
  public init(bodies: [String: String]) {
    var responses: [String: HTTPResponse] = [:]
    for (path, body) in bodies {
      responses[Self.base + path] = HTTPResponse(status: 200, body: Array(body.utf8))
    }
    self.responses = responses
  }

  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    guard request.method == .get, let response = responses[request.url] else {
      return HTTPResponse(status: 404, body: Array(#"{"message":"Not Found"}"#.utf8))
    }
    return response
  }
}
