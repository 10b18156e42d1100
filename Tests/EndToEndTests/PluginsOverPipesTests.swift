import Foundation
import JSONValue
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Plugins of both kinds, loaded by the real binary, driven over pipes.
@Suite("plugins over real pipes", .serialized)
struct PluginsOverPipesTests {
  /// Built by `swift build` next to the host (`make test` builds first).
  static func library(_ name: String) throws -> String {
    let path = URL(fileURLWithPath: HostBinary.path).deletingLastPathComponent().appendingPathComponent(name).path
    try #require(FileManager.default.fileExists(atPath: path), "\(path) is missing: run swift build first")
    return path
  }

  static let misbehaving =
    Python.interpreter + " "
    + URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures/misbehaving_plugin.py"
    ).path

  static func initialize(_ frontend: Frontend) throws -> JSONValue {
    try #require(try frontend.result("initialize", ["protocolVersion": "1"]))
  }

  static func modules(_ result: JSONValue) -> [String] {
    result["modules"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
  }

  @Test func theSampleLibraryPluginIsListedOnHomeAndPlayable() throws {
    let frontend = try Frontend(["--in-memory", "--plugin", try Self.library("libTicTacToePlugin.so")])
    let result = try Self.initialize(frontend)
    let module = try #require(result["modules"]?.arrayValue?.first { $0["name"] == "tictactoe" })
    #expect(module["plugin"] == "library")
    #expect(module["input"]?["properties"]?["first"] != nil)
    #expect(result["pluginErrors"] == nil)

    let home = try #require(try frontend.result("view/open", ["module": "home"]))
    let homeView = try #require(try frontend.result("view/get", ["viewId": home["viewId"]!])?["view"])
    let keys = homeView["children"]?[0]?["items"]?.arrayValue?.compactMap { $0["key"]?.stringValue }
    #expect(keys?.last == "tictactoe")

    _ = try frontend.call("view/event", ["viewId": "v1", "action": "open", "value": "tictactoe"])
    for cell in ["1", "4", "2", "5", "3"] {  // X takes the top row
      let answer = try frontend.call("view/event", ["viewId": "v2", "action": "play", "value": .string(cell)])
      #expect(answer.last?["result"] != nil)
    }
    let view = try #require(try frontend.result("view/get", ["viewId": "v2"])?["view"])
    #expect(view["children"]?[1]?["text"] == "X wins!")
    let taken = try frontend.call("view/event", ["viewId": "v2", "action": "play", "value": "9"])
    #expect(taken.last?["error"]?["data"]?["kind"] == "action_unavailable")
    #expect(taken.last?["error"]?["message"]?.stringValue?.hasSuffix("the game is over") == true)

    // `done` is the plugin's router at work: the host pops the screen.
    let done = try frontend.call("view/event", ["viewId": "v2", "action": "done"])
    #expect(done.first?["params"]?["action"] == "pop")
    #expect(done.first?["params"]?["stack"] == ["v1"])
    #expect(frontend.finish() == 0)
  }

  @Test func badLibrariesAreReportedAndTheHostStartsWithTheRest() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data("not a library".utf8).write(to: URL(fileURLWithPath: directory + "/text.so"))
    try FileManager.default.copyItem(
      atPath: try Self.library("libTicTacToePlugin.so"), toPath: directory + "/tictactoe.so")
    let frontend = try Frontend([
      "--in-memory", "--plugin-dir", directory, "--plugin", try Self.library("libWrongABIPlugin.so"),
      "--plugin", "/usr/lib/x86_64-linux-gnu/libjson-c.so.5", "--plugin", directory + "/missing.so",
    ])
    let result = try Self.initialize(frontend)
    #expect(Self.modules(result).contains("tictactoe"))
    let errors = try #require(result["pluginErrors"]?.arrayValue)
    let messages = Dictionary(
      uniqueKeysWithValues: errors.map { ($0["plugin"]?.stringValue ?? "", $0["message"]?.stringValue ?? "") })
    #expect(messages[directory + "/text.so"]?.hasPrefix("cannot load it as a shared library") == true)
    #expect(
      messages[try Self.library("libWrongABIPlugin.so")]
        == "built for plugin ABI version 99; this host loads version 1")
    #expect(messages["/usr/lib/x86_64-linux-gnu/libjson-c.so.5"]?.hasPrefix("not a ViperHost plugin") == true)
    #expect(messages[directory + "/missing.so"]?.contains("No such file") == true)
    #expect(errors.allSatisfy { $0["kind"] == "library" })
    #expect(frontend.host.stderrText.contains("plugin not loaded"))
    #expect(frontend.finish() == 0)
  }

  @Test(.enabled(if: PythonVenv.isInstalled, PythonVenv.skipped))
  func theSampleProcessPluginRunsOnDemand() throws {
    let quiz = PythonVenv.program("viperhost-quiz-plugin")
    let frontend = try Frontend(["--in-memory", "--process-plugin", quiz])
    let result = try Self.initialize(frontend)
    let module = try #require(result["modules"]?.arrayValue?.first { $0["name"] == "capitals" })
    #expect(module["plugin"] == "process")
    _ = try frontend.call("view/open", ["module": "home"])
    _ = try frontend.call("view/open", ["module": "capitals", "input": ["questions": 1]])
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "answer", "value": "Lyon"])
    let verdict = try #require(try frontend.result("view/get", ["viewId": "v2"])?["view"])
    #expect(verdict["children"]?[1]?["text"] == "Wrong: it is Paris.")
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "next"])
    let score = try #require(try frontend.result("view/get", ["viewId": "v2"])?["view"])
    #expect(score["children"]?[0]?["text"] == "You got 0 of 1.")
    let bad = try frontend.call("view/open", ["module": "capitals", "input": ["questions": 0]])
    #expect(bad.last?["error"]?["data"]?["kind"] == "invalid_input")
    #expect(frontend.finish() == 0)
  }

  /// Opens home (v1) and a screen of the misbehaving plugin (v2). The
  /// timeout leaves a busy machine time to start Python; the tests that wait
  /// for it to expire pay it once each.
  static func misbehavingSession(_ extra: [String] = []) throws -> Frontend {
    let frontend = try Frontend(
      ["--in-memory", "--plugin-timeout", "2", "--process-plugin", misbehaving + " bad"] + extra)
    let result = try initialize(frontend)
    try #require(result["pluginErrors"] == nil, "the plugin did not load: \(result["pluginErrors"] ?? nil)")
    _ = try frontend.call("view/open", ["module": "home"])
    _ = try frontend.call("view/open", ["module": "bad"])
    return frontend
  }

  /// The plugin's failure as the frontend sees it: the answer to the event,
  /// and the views closed with reason plugin_failed.
  static func expectFailure(_ messages: [JSONValue], reason: String, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let error = messages.last?["error"]
    #expect(error?["code"] == -32015, sourceLocation: sourceLocation)
    #expect(error?["data"]?["reason"] == .string(reason), sourceLocation: sourceLocation)
    let closed = messages.first { $0["method"] == "view/closed" }?["params"]
    #expect(closed?["viewId"] == "v2", sourceLocation: sourceLocation)
    #expect(closed?["reason"] == "plugin_failed", sourceLocation: sourceLocation)
    #expect(closed?["error"]?["data"]?["module"] == "bad", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ("crash", "crashed"), ("hang", "timeout"), ("garbage", "protocol_error"), ("bad-view", "protocol_error"),
  ])
  func aFailingPluginClosesItsViewsAndTheHostGoesOn(action: String, reason: String) throws {
    let frontend = try Self.misbehavingSession()
    let messages = try frontend.call("view/event", ["viewId": "v2", "action": .string(action)])
    Self.expectFailure(messages, reason: reason)
    // The other screens keep working, and the plugin starts again on demand.
    #expect(try frontend.result("view/get", ["viewId": "v1"])?["module"] == "home")
    #expect(try frontend.result("view/open", ["module": "bad"])?["viewId"] == "v3")
    #expect(try frontend.call("view/event", ["viewId": "v3", "action": "ok"]).last?["result"]?["rev"] == 2)
    #expect(frontend.finish() == 0)
  }

  @Test func aPluginThatDiesBetweenEventsClosesItsViewsUnasked() throws {
    let frontend = try Self.misbehavingSession()
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "die-later"])
    let unasked = [try frontend.message(), try frontend.message()]
    #expect(unasked[0]["params"]?["action"] == "pop")
    #expect(unasked[1]["method"] == "view/closed")
    #expect(unasked[1]["params"]?["error"]?["data"]?["reason"] == "crashed")
    #expect(frontend.finish() == 0)
  }

  @Test func announcedEffectsCountForHostIdle() throws {
    let frontend = try Self.misbehavingSession()
    #expect(try frontend.call("view/event", ["viewId": "v2", "action": "slow"]).last?["result"]?["rev"] == 2)
    let idle = try frontend.call("host/idle")
    #expect(idle.first?["params"]?["view"]?["children"]?[0]?["text"] == "events: 101")
    #expect(idle.last?["result"] == .null)
    // A plugin's navigation is executed like a built-in router's.
    let push = try frontend.call("view/event", ["viewId": "v2", "action": "push"])
    let navigate = push.first { $0["method"] == "router/navigate" }?["params"]
    #expect(navigate?["module"] == "home")
    #expect(navigate?["stack"] == ["v1", "v2", "v3"])
    #expect(frontend.finish() == 0)
  }

  @Test func anEffectThatNeverEndsTimesOutAndTheHostCanStillExit() throws {
    // --plugin-timeout 0.8: an announced effect may take ten times that (8 s, within a read's 10 s). Not 0.5: on a
    // loaded machine (make test runs its suites side by side) the plugin's ordinary answers took longer.
    let frontend = try Frontend(
      ["--in-memory", "--plugin-timeout", "0.8", "--process-plugin", Self.misbehaving + " bad"])
    let result = try Self.initialize(frontend)
    // A start slower than the timeout fails here, saying so, not at a later step.
    try #require(result["pluginErrors"] == nil, "the plugin did not load: \(result["pluginErrors"] ?? nil)")
    _ = try frontend.call("view/open", ["module": "home"])
    _ = try frontend.call("view/open", ["module": "bad"])
    #expect(try frontend.call("view/event", ["viewId": "v2", "action": "promise"]).last?["result"] != nil)
    let idle = try frontend.call("host/idle")
    let closed = idle.first { $0["method"] == "view/closed" }?["params"]
    #expect(closed?["viewId"] == "v2")
    #expect(closed?["error"]?["data"]?["reason"] == "timeout")
    #expect(idle.last?["result"] == .null)
    #expect(frontend.finish() == 0)
  }

  @Test func noPluginProcessOutlivesTheHost() throws {
    let frontend = try Self.misbehavingSession()
    _ = try frontend.call("view/event", ["viewId": "v2", "action": "linger"])
    let view = try #require(try frontend.result("view/get", ["viewId": "v2"])?["view"])
    let pid = try #require(view["children"]?[0]?["text"]?.stringValue.flatMap { Int32($0) })
    #expect(kill(pid, 0) == 0)
    // The plugin ignores the end of its input: the host kills it after --plugin-timeout.
    #expect(frontend.finish() == 0)
    #expect(kill(pid, 0) == -1)
  }

  @Test func aProcessPluginThatCannotStartIsReported() throws {
    // The third closes its input and never answers the handshake.
    let closesInput = "python3 -c __import__('os').close(0);__import__('time').sleep(0.5)"
    let frontend = try Frontend([
      "--in-memory", "--process-plugin", "/nonexistent/plugin", "--process-plugin", "true", "--process-plugin",
      closesInput,
    ])
    let result = try Self.initialize(frontend)
    let errors = try #require(result["pluginErrors"]?.arrayValue)
    #expect(errors.count == 3)
    #expect(errors[0]["message"]?.stringValue?.contains("No such file or directory") == true)
    #expect(errors[1]["message"]?.stringValue?.contains("exited with status 0") == true)
    #expect(errors[2]["plugin"] == .string(closesInput))
    #expect(errors.allSatisfy { $0["kind"] == "process" })
    #expect(frontend.finish() == 0)
  }
}

extension JSONValue {
  /// An array's element, or nil (out of range, or not an array).
  fileprivate subscript(index: Int) -> JSONValue? {
    guard let array = arrayValue, array.indices.contains(index) else { return nil }
    return array[index]
  }
}
