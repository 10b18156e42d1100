import FixtureServer
import Foundation
import JSONValue
import Testing

/// The host binary against a real job server on 127.0.0.1.
@Suite("Job board over HTTP", .serialized)
struct JobBoardOverHTTPTests {
  static let jobs =
    #"[{"id":1,"name":"iOS Engineer","applied":false,"team":"Mobile"},{"id":2,"name":"QA","applied":false}]"#

  func rows(_ frontend: Frontend) throws -> [String] {
    let view = try #require(try frontend.result("view/get", ["viewId": "v1"])?["view"])
    let list = view["children"]?.arrayValue?.first { $0["type"] == "list" }
    return list?["items"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
  }

  @Test func aFailingRefreshShowsAnAlertAndKeepsTheList() throws {
    let server = try FixtureHTTPServer(routes: ["GET /jobs": .init(body: Self.jobs)])
    let frontend = try Frontend(["--in-memory", "--jobs-url", server.baseURL, "--http-timeout", "5"])
    try frontend.initialize()
    _ = try frontend.call("view/open", ["module": "jobs"])
    _ = try frontend.call("host/idle")
    #expect(try rows(frontend) == ["iOS Engineer", "QA"])

    server.route("GET /jobs", .init(status: 500, body: "{}"))
    _ = try frontend.call("view/event", ["viewId": "v1", "action": "refresh"])
    _ = try frontend.call("host/idle")
    let view = try #require(try frontend.result("view/get", ["viewId": "v1"])?["view"])
    let alert = view["children"]?.arrayValue?.first { $0["type"] == "alert" }
    #expect(alert?["title"] == "Request Failure")
    #expect(try rows(frontend) == ["iOS Engineer", "QA"])

    // Recover: dismiss, the server is back, refresh.
    server.route("GET /jobs", .init(body: Self.jobs))
    _ = try frontend.call("view/event", ["viewId": "v1", "action": "dismiss"])
    _ = try frontend.call("view/event", ["viewId": "v1", "action": "apply", "value": "2"])
    _ = try frontend.call("host/idle")
    #expect(server.requests == ["GET /jobs", "GET /jobs", "POST /jobs/2/apply"])
    #expect(frontend.finish() == 0)
  }

  @Test func aHungServerTimesOutIntoAnAlert() throws {
    let server = try FixtureHTTPServer(routes: ["GET /jobs": .init(body: Self.jobs, delay: 5)])
    let frontend = try Frontend(["--in-memory", "--jobs-url", server.baseURL, "--http-timeout", "0.5"])
    try frontend.initialize()
    _ = try frontend.call("view/open", ["module": "jobs"])
    _ = try frontend.call("host/idle")
    let view = try #require(try frontend.result("view/get", ["viewId": "v1"])?["view"])
    #expect(view["children"]?.arrayValue?.last?["message"] == "The server did not answer in time.")
    #expect(frontend.finish() == 0)
  }
}
