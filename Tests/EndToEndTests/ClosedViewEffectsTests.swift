import FixtureServer
import Foundation
import JSONValue
import Testing

/// PROTOCOL §10: closing a view cancels its cancellable effects (an HTTP
/// transfer aborts at once, so `host/idle` is answered), while a write that
/// must complete (an application the server may have accepted) finishes
/// and is kept.
@Suite("Effects of closed views", .serialized)
struct ClosedViewEffectsTests {
  static let jobs = #"[{"id":1,"name":"iOS Engineer","applied":false},{"id":2,"name":"QA","applied":false}]"#

  /// Every way a view closes.
  enum Closing: String, CaseIterable {
    case back, close, appStart

    func perform(on frontend: Frontend) throws {
      switch self {
      case .back: _ = try frontend.call("navigation/back")
      case .close: _ = try frontend.call("view/close", ["viewId": "v2"])
      case .appStart: _ = try frontend.call("app/start")
      }
    }
  }

  @Test(arguments: Closing.allCases)
  func aDownloadOfAClosedViewStopsAtOnce(closing: Closing) throws {
    // The server would answer after ten minutes; the host would wait as long.
    let server = try FixtureHTTPServer(routes: ["GET /jobs": .init(body: Self.jobs, delay: 600)])
    let frontend = try Frontend(["--in-memory", "--jobs-url", server.baseURL, "--http-timeout", "600"])
    try frontend.initialize()
    _ = try frontend.call("app/start")
    _ = try frontend.call("view/open", ["module": "jobs"])
    try waitForRequest(server, count: 1)
    try closing.perform(on: frontend)
    // Answered within the frontend's read timeout (10 s), not after the server's delay.
    #expect(try frontend.call("host/idle").last?["result"] == .null)
    #expect(frontend.finish() == 0)
  }

  @Test func anApplicationInFlightIsSavedThoughItsViewClosed() throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /jobs": .init(body: Self.jobs), "POST /jobs/1/apply": .init(body: "{}", delay: 1),
    ])
    let frontend = try Frontend(["--in-memory", "--jobs-url", server.baseURL])
    try frontend.initialize()
    _ = try frontend.call("app/start")
    _ = try frontend.call("view/open", ["module": "jobs"])
    _ = try frontend.call("host/idle")
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "apply", "value": "1"])
    _ = try frontend.call("navigation/back")
    _ = try frontend.call("host/idle")
    #expect(server.requests.contains("POST /jobs/1/apply"))
    // The server still lists the job as not applied: only the database knows.
    _ = try frontend.call("view/open", ["module": "jobs"])
    _ = try frontend.call("host/idle")
    let view = try #require(try frontend.result("view/get", ["viewId": "v3"])?["view"])
    let rows = try #require(view["children"]?.arrayValue?.first { $0["type"] == "list" }?["items"]?.arrayValue)
    #expect(rows.first?["subtitle"] == "Applied")
    #expect(frontend.finish() == 0)
  }

  private func waitForRequest(_ server: FixtureHTTPServer, count: Int) throws {
    for _ in 0..<500 where server.requests.count < count { usleep(10_000) }
    try #require(server.requests.count >= count, "the host never asked the server")
  }
}
