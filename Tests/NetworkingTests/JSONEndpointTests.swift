import FixtureServer
import Testing

@testable import Networking

struct Item: Decodable, Equatable {
  let id: Int
  let name: String
}

/// The real client against a real server on 127.0.0.1.
@Suite("HTTP gateway plumbing", .serialized)
struct JSONEndpointTests {
  func endpoint(timeout: Double = 5) throws -> JSONEndpoint {
    JSONEndpoint(transport: try CurlHTTPTransport(timeoutSeconds: timeout), headers: ["Authorization": "Bearer t"])
  }

  @Test func decodesJSONAndIgnoresUnknownFields() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /items": .init(body: #"[{"id":1,"name":"a","extra":{"x":[1]}},{"id":2,"name":"b"}]"#)
    ])
    let endpoint = try endpoint()
    let items = try await endpoint.get(server.baseURL + "/items", as: [Item].self)
    #expect(items == [Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    #expect(server.requests == ["GET /items"])
  }

  @Test func errorsAreToldApart() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /500": .init(status: 500, body: "{}"),
      "GET /bad": .init(body: "{not json"),
      "GET /shape": .init(body: #"[{"id":"one","name":"a"}]"#),
      "GET /empty": .init(body: ""),
      "GET /slow": .init(body: "[]", delay: 2),
    ])
    let closed = try FixtureHTTPServer.closedPortURL()
    let endpoint = try endpoint(timeout: 0.5)
    func error(_ url: String) async -> GatewayError? {
      do {
        _ = try await endpoint.get(url, as: [Item].self)
        return nil
      } catch {
        return error
      }
    }
    #expect(await error(server.baseURL + "/500") == .badStatus(500))
    #expect(await error(server.baseURL + "/missing") == .badStatus(404))
    #expect(await error(server.baseURL + "/bad") == .unreadable("not JSON"))
    #expect(await error(server.baseURL + "/shape") == .unreadable("wrong type at 0.id"))
    #expect(await error(server.baseURL + "/empty") == .empty)
    #expect(await error(server.baseURL + "/slow") == .timedOut)
    #expect(await error(closed + "/items") == .offline)
  }

  @Test func eachErrorIsAPlainSentence() {
    #expect(GatewayError.offline.description == "The server cannot be reached.")
    #expect(GatewayError.timedOut.description == "The server did not answer in time.")
    #expect(GatewayError.badStatus(500).description == "The server answered with status 500.")
    #expect(GatewayError.empty.description == "The server's answer was empty.")
  }

  @Test func sendsMethodsAndHeaders() async throws {
    let server = try FixtureHTTPServer(routes: ["POST /jobs/3/apply": .init(body: "{}")])
    let endpoint = try endpoint()
    try await endpoint.send(.post, server.baseURL + "/jobs/3/apply")
    await #expect(throws: GatewayError.badStatus(404)) { try await endpoint.send(.delete, server.baseURL + "/x") }
    #expect(server.requests == ["POST /jobs/3/apply", "DELETE /x"])
  }

  @Test func sendsTheGatewayHeadersAndItsOwnUserAgent() async throws {
    let server = try FixtureHTTPServer(routes: ["GET /items": .init(body: "[]")])
    _ = try await endpoint().get(server.baseURL + "/items", as: [Item].self)
    let agent = JSONEndpoint(
      transport: try CurlHTTPTransport(timeoutSeconds: 5), headers: ["User-Agent": "octocat-reader"])
    _ = try await agent.get(server.baseURL + "/items", as: [Item].self)
    #expect(server.requestHeaders.map { $0["authorization"] } == ["Bearer t", nil])
    #expect(server.requestHeaders.map { $0["user-agent"] } == ["viper-host", "octocat-reader"])
  }

  @Test func anAnswerLongerThanTheLimitIsUnreadable() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /big": .init(body: "[" + String(repeating: " ", count: 4096) + "]")
    ])
    let small = JSONEndpoint(transport: try CurlHTTPTransport(timeoutSeconds: 5, maxBodyBytes: 1024))
    await #expect(throws: GatewayError.unreadable("longer than 1024 bytes")) {
      try await small.get(server.baseURL + "/big", as: [Item].self)
    }
    #expect(try await endpoint().get(server.baseURL + "/big", as: [Item].self) == [])
  }

  @Test func cancellingTheTaskAbortsTheTransfer() async throws {
    // The server would answer after a minute and the deadline is later still:
    // only cancellation can end this request while the test waits.
    let server = try FixtureHTTPServer(routes: ["GET /never": .init(body: "[]", delay: 60)])
    let transport = try CurlHTTPTransport(timeoutSeconds: 120)
    let request = Task { try await transport.send(HTTPRequest(.get, server.baseURL + "/never")) }
    // Cancel once the server holds the request (a transfer that failed early ends the wait too).
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while server.requests.isEmpty && clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    #expect(server.requests == ["GET /never"])
    request.cancel()
    await #expect(throws: TransportError.cancelled) { try await request.value }
  }

  @Test func aMissingLibcurlIsAClearError() {
    let error = #expect(throws: CurlUnavailable.self) {
      try CurlHTTPTransport(timeoutSeconds: 1, library: "libcurl-missing.so.4")
    }
    #expect(error?.description.hasPrefix("HTTP needs libcurl (libcurl-missing.so.4") == true)
  }
}
