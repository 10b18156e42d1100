import FixtureServer
import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

/// A frontend whose host gets an environment of its own (for `$GITHUB_TOKEN`).
final class TokenFrontend {
  let host: HostProcess
  private let parser = JSONParser()
  private var nextID: Int64 = 1

  init(_ arguments: [String], token: String?) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["GITHUB_TOKEN"] = token
    host = try HostProcess(executable: HostBinary.path, arguments: arguments, environment: environment)
  }

  /// The response to one request (notifications before it are skipped).
  @discardableResult
  func call(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
    let id = nextID
    nextID += 1
    var request: JSONObject = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
    if let params { request["params"] = params }
    try host.send(JSONSerializer.bytes(.object(request)))
    while true {
      let message = try parser.parse(host.readLine())
      if message["id"] == .int(id) { return message }
    }
  }

  func finish() -> Int32? {
    host.closeInput()
    _ = try? host.readToEnd()
    return host.waitForExit()
  }
}

/// The host binary against GitHub-like servers on 127.0.0.1: names from data
/// never change a request's path, and the token goes to the API origin only.
@Suite("GitHub requests over HTTP", .serialized)
struct GitHubRequestsOverHTTPTests {
  /// Segments that would change a path if put in it as they are.
  static let hostile = [
    "../", "..", ".", "?x", "#x", "a/b", "%2e", "%2e%2e", "a%2Fb", "a b", "a\tb", "ü", "日本", "-a", "a-", "a--b",
    "", String(repeating: "a", count: 40), "a\nb", "a\\b", "a;b", "a@b",
  ]
  /// Of those, the ones GitHub allows as a repository's name.
  static let validNames: Set<String> = ["-a", "a-", "a--b", String(repeating: "a", count: 40)]
  static let page =
    #"[{"login":"octocat","id":1,"avatar_url":"https://a/1"},{"login":"../../admin","id":2,"avatar_url":"https://a/2"},"#
    + #"{"login":"a?b#c","id":3,"avatar_url":"https://a/3"},{"login":"%2e%2e","id":4,"avatar_url":"https://a/4"}]"#

  func start(_ server: FixtureHTTPServer, token: String? = "s3cret") throws -> TokenFrontend {
    let frontend = try TokenFrontend(
      ["--in-memory", "--github-url", server.baseURL, "--http-timeout", "5"], token: token)
    try #require(try frontend.call("initialize", ["protocolVersion": "1"])["result"] != nil)
    return frontend
  }

  @Test func hostileRepositoriesAndLoginsAreRefusedAtOpenWithoutARequest() throws {
    let server = try FixtureHTTPServer()
    let frontend = try start(server)
    for segment in Self.hostile {
      // A hyphen anywhere and 40 characters are fine in a repository's name, not in an owner.
      let names = Self.validNames.contains(segment) ? [] : ["owner/\(segment)"]
      for repository in ["\(segment)/repo"] + names {
        let answer = try frontend.call(
          "view/open", ["module": "stargazers", "input": ["repository": .string(repository)]])
        #expect(answer["error"]?["code"] == -32602, "\(repository)")
        #expect(answer["error"]?["data"]?["kind"] == "invalid_input", "\(repository)")
      }
      let user: JSONValue = ["id": 1, "login": .string(segment), "avatar_url": "https://a/1"]
      let answer = try frontend.call("view/open", ["module": "user", "input": user])
      #expect(answer["error"]?["data"]?["kind"] == "invalid_input", "login \(segment)")
    }
    // A repository name may hold dots and underscores; 100 characters is the most.
    let long = String(repeating: "r", count: 100)
    for good in ["o/.github", "o-1/a_b.c", "o/\(long)"] {
      let answer = try frontend.call("view/open", ["module": "stargazers", "input": ["repository": .string(good)]])
      #expect(answer["result"] != nil, "\(good)")
    }
    for whole in ["a/b/c", "../../x", "a", "/", "o/r?x=1", "o/r#x"] {
      let answer = try frontend.call("view/open", ["module": "stargazers", "input": ["repository": .string(whole)]])
      #expect(answer["error"]?["data"]?["kind"] == "invalid_input", "\(whole)")
    }
    let tooLong = try frontend.call(
      "view/open", ["module": "stargazers", "input": ["repository": .string("o/\(long)r")]])
    #expect(tooLong["error"]?["data"]?["kind"] == "invalid_input")
    try frontend.call("host/idle")
    #expect(server.requests.allSatisfy { $0.hasPrefix("GET /repos/o") })
    #expect(server.requests.count == 3)
    #expect(frontend.finish() == 0)
  }

  @Test func aHostileLoginFromTheServerIsARowThatCannotBeOpened() throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /repos/o/r/stargazers?page=1&per_page=10": .init(body: Self.page),
      "GET /users/octocat": .init(body: #"{"login":"octocat","name":"Octo","public_repos":1,"followers":2}"#),
    ])
    let frontend = try start(server)
    try frontend.call("view/open", ["module": "stargazers", "input": ["repository": "o/r"]])
    try frontend.call("host/idle")
    let view = try #require(try frontend.call("view/get", ["viewId": "v1"])["result"]?["view"])
    let items = try #require(view["children"]?.arrayValue?.first { $0["type"] == "list" }?["items"]?.arrayValue)
    #expect(items.map { $0["subtitle"]?.stringValue ?? "" }.filter { $0.hasPrefix("Cannot be opened") }.count == 3)
    for key in ["2", "3", "4"] {
      let answer = try frontend.call("view/event", ["viewId": "v1", "action": "select", "value": .string(key)])
      #expect(answer["error"]?["data"]?["kind"] == "action_unavailable", "row \(key)")
    }
    // A valid login still opens, and its profile is fetched with the login as one segment.
    let opened = try frontend.call("view/event", ["viewId": "v1", "action": "select", "value": "1"])
    #expect(opened["error"] == nil)
    try frontend.call("host/idle")
    try frontend.call("view/event", ["viewId": "v2", "action": "refresh"])
    try frontend.call("host/idle")
    #expect(server.requests == ["GET /repos/o/r/stargazers?page=1&per_page=10", "GET /users/octocat"])
    #expect(frontend.finish() == 0)
  }

  @Test func theTokenGoesToTheAPIOriginOnlyNotAlongARedirect() throws {
    let elsewhere = try FixtureHTTPServer(routes: [
      "GET /users/octocat": .init(body: #"{"login":"octocat","name":"Octo","public_repos":1,"followers":2}"#)
    ])
    let api = try FixtureHTTPServer(routes: [
      "GET /repos/o/r/stargazers?page=1&per_page=10": .init(body: Self.page),
      "GET /users/octocat": .redirect(to: elsewhere.baseURL + "/users/octocat"),
    ])
    let frontend = try start(api)
    try frontend.call("view/open", ["module": "stargazers", "input": ["repository": "o/r"]])
    try frontend.call("host/idle")
    try frontend.call("view/event", ["viewId": "v1", "action": "select", "value": "1"])
    try frontend.call("host/idle")
    try frontend.call("view/event", ["viewId": "v2", "action": "refresh"])
    try frontend.call("host/idle")
    let view = try #require(try frontend.call("view/get", ["viewId": "v2"])["result"]?["view"])
    #expect(view["title"] == "octocat")  // the redirect was followed and the profile read
    #expect(api.requests == ["GET /repos/o/r/stargazers?page=1&per_page=10", "GET /users/octocat"])
    #expect(api.requestHeaders.map { $0["authorization"] } == ["Bearer s3cret", "Bearer s3cret"])
    #expect(elsewhere.requests == ["GET /users/octocat"])
    #expect(elsewhere.requestHeaders.first?["authorization"] == nil)
    #expect(frontend.finish() == 0)
  }

  @Test(arguments: ["abc\r\nX-Evil: 1", "abc\n", "abc\r", "a\tb", "a b", "tökén", "\u{7f}"])
  func aTokenWithControlCharactersStopsTheHostAtStart(_ token: String) throws {
    let server = try FixtureHTTPServer()
    let frontend = try TokenFrontend(["--in-memory", "--github-url", server.baseURL], token: token)
    #expect(frontend.finish() == 64)
    #expect(frontend.host.stderrText.contains("GITHUB_TOKEN"))
    #expect(server.requests.isEmpty)
  }
}
