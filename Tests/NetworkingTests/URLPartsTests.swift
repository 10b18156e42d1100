import FixtureServer
import Testing

@testable import Networking

@Suite("Paths and origins", .serialized)
struct URLPartsTests {
  @Test(arguments: [
    ("octocat", "octocat"), ("a-b_c.d~", "a-b_c.d~"), ("../", "..%2F"), ("..", "%2E%2E"), (".", "%2E"),
    ("?x", "%3Fx"), ("#x", "%23x"), ("a/b", "a%2Fb"), ("%2e", "%252e"), ("a b", "a%20b"), ("ü", "%C3%BC"),
    ("a\r\nb", "a%0D%0Ab"), ("", ""),
  ])
  func aSegmentCannotChangeThePath(_ text: String, _ encoded: String) {
    #expect(URLPath.segment(text) == encoded)
  }

  @Test func originsCompareSchemeHostAndPort() {
    #expect(URLOrigin("http://127.0.0.1:80/x") == URLOrigin("HTTP://127.0.0.1/y"))
    #expect(URLOrigin("https://api.github.com") == URLOrigin("https://API.github.com:443/users"))
    #expect(URLOrigin("http://127.0.0.1:1") != URLOrigin("http://127.0.0.1:2"))
    #expect(URLOrigin("http://h") != URLOrigin("https://h"))
    #expect(URLOrigin("ftp://h") == nil)
    #expect(URLOrigin("/relative") == nil)
  }

  @Test func theCredentialGoesOnlyToItsOrigin() async throws {
    let api = try FixtureHTTPServer(routes: ["GET /a": .init(body: "[]")])
    let other = try FixtureHTTPServer(routes: ["GET /a": .init(body: "[]")])
    let origin = try #require(URLOrigin(api.baseURL))
    let endpoint = JSONEndpoint(
      transport: try CurlHTTPTransport(timeoutSeconds: 5), credential: .init(token: "t0k", origin: origin))
    _ = try await endpoint.get(api.baseURL + "/a", as: [Int].self)
    _ = try await endpoint.get(other.baseURL + "/a", as: [Int].self)
    #expect(api.requestHeaders.map { $0["authorization"] } == ["Bearer t0k"])
    #expect(other.requestHeaders.map { $0["authorization"] } == [nil])
  }
}
