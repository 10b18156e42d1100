import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

/// The host's dispatcher without pipes: lines in, messages out.
final class HostHarness {
  let sink = SinkSpy()
  let scheduler = ManualScheduler()
  let core: HostCore
  private var nextID: Int64 = 1

  init(
    modules: [any ScreenModule] = [CounterModule()], launch: ModuleName = "counter",
    configuration: HostConfiguration = HostConfiguration(version: "9.9.9", maxLineBytes: 1024)
  ) {
    core = HostCore(
      configuration: configuration, registry: ModuleRegistry(modules),
      launchPolicy: FixedLaunch(module: launch), scheduler: scheduler, sink: sink, logger: Logger(label: "test"))
  }

  func line(_ text: String) -> [JSONValue] {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBufferPointer { core.receive(.line(UnsafeBufferPointer($0))) }
    return sink.take()
  }

  /// Sends a request and returns everything it caused, the response last.
  func call(_ method: String, _ params: JSONValue? = nil) -> [JSONValue] {
    var message: JSONObject = ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method)]
    if let params { message["params"] = params }
    nextID += 1
    core.receive(.object(message))
    return sink.take()
  }

  func initialized() -> HostHarness {
    _ = call("initialize", ["protocolVersion": "1"])
    return self
  }
}

func methods(_ messages: [JSONValue]) -> [String] {
  messages.map { $0["method"]?.stringValue ?? ($0["error"] != nil ? "error" : "result") }
}

@Suite("Host core")
struct HostCoreTests {
  @Test func initializeReportsTheHostAndItsModules() throws {
    let host = HostHarness()
    let reply = try #require(host.call("initialize", ["protocolVersion": "1", "clientInfo": ["name": "t"]]).last)
    #expect(reply["result"]?["protocolVersion"] == "1")
    #expect(reply["result"]?["hostInfo"] == ["name": "viper-host", "version": "9.9.9"])
    #expect(reply["result"]?["modules"] == [["name": "counter", "title": "Counter", "version": "1.0.0"]])
    #expect(
      reply["result"]?["limits"]
        == [
          "maxLineBytes": 1024, "maxDepth": 128, "maxViews": 256, "maxEffectsPerView": 16,
          "maxMessageBytes": 16_777_216,
        ])
  }

  @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
    let host = HostHarness()
    #expect(host.call("module/list").last?["error"]?["code"] == -32002)
    #expect(host.line(#"{"jsonrpc":"2.0","method":"view/event","params":{}}"#).isEmpty)
  }

  @Test func aSecondInitializeIsAnInvalidRequest() {
    let host = HostHarness().initialized()
    let error = host.call("initialize", ["protocolVersion": "1"]).last?["error"]
    #expect(error?["code"] == -32600)
    #expect(error?["data"]?["kind"] == "already_initialized")
  }

  @Test func anUnsupportedProtocolVersionIsInvalidParams() {
    let host = HostHarness()
    let error = host.call("initialize", ["protocolVersion": "2"]).last?["error"]
    #expect(error?["code"] == -32602)
    #expect(error?["data"]?["supported"] == ["1"])
    // Still not initialized.
    #expect(host.call("module/list").last?["error"]?["code"] == -32002)
  }

  @Test func shutdownThenExitEndsWithZeroAndOtherRequestsAreRefused() {
    let host = HostHarness().initialized()
    #expect(host.call("shutdown").last?["result"] == .null)
    #expect(host.call("module/list").last?["error"]?["data"]?["kind"] == "shutting_down")
    #expect(host.core.exitStatus == nil)
    #expect(host.line(#"{"jsonrpc":"2.0","method":"exit"}"#).isEmpty)
    #expect(host.core.exitStatus == 0)
  }

  @Test func exitSentAsARequestIsRefusedAndDoesNotEndTheHost() {
    let host = HostHarness().initialized()
    #expect(host.call("exit").last?["error"]?["code"] == -32600)
    #expect(host.core.exitStatus == nil)
  }

  @Test func exitWithoutShutdownEndsWithOne() {
    let host = HostHarness().initialized()
    _ = host.line(#"{"method":"exit"}"#)
    #expect(host.core.exitStatus == 1)
  }

  @Test func appStartAnnouncesTheRootThenItsViewThenAnswers() {
    let host = HostHarness().initialized()
    let messages = host.call("app/start")
    #expect(methods(messages) == ["router/navigate", "view/update", "result"])
    #expect(messages[0]["params"] == ["action": "replaceRoot", "viewId": "v1", "module": "counter", "stack": ["v1"]])
    #expect(messages[1]["params"]?["rev"] == 1)
    #expect(messages[2]["result"] == ["viewId": "v1", "module": "counter"])
  }

  @Test func eventsBumpTheRevOnlyWhenTheViewChanges() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let changed = host.call("view/event", ["viewId": "v1", "action": "inc"])
    #expect(methods(changed) == ["view/update", "result"])
    #expect(changed[0]["params"]?["rev"] == 2)
    let unchanged = host.call("view/event", ["viewId": "v1", "action": "noop"])
    #expect(methods(unchanged) == ["result"])
    #expect(unchanged[0]["result"] == ["viewId": "v1", "rev": 2])
  }

  @Test func viewGetReturnsWhatWasLastSent() throws {
    let host = HostHarness().initialized()
    let update = try #require(host.call("app/start").first { $0["method"] == "view/update" })
    let got = try #require(host.call("view/get", ["viewId": "v1"]).last?["result"])
    #expect(got["view"] == update["params"]?["view"])
    #expect(got["rev"] == 1)
    #expect(got["module"] == "counter")
  }

  @Test func pushAndBackKeepTheLowerScreensState() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    let pushed = host.call("view/event", ["viewId": "v1", "action": "push"])
    #expect(methods(pushed) == ["router/navigate", "view/update", "result"])
    #expect(pushed[0]["params"]?["stack"] == ["v1", "v2"])
    let back = host.call("navigation/back")
    #expect(methods(back) == ["router/navigate", "view/closed", "view/update", "result"])
    #expect(back[0]["params"] == ["action": "pop", "viewId": "v1", "module": "counter", "stack": ["v1"]])
    #expect(back[1]["params"] == ["viewId": "v2", "reason": "back"])
    // The counter kept its count (1) and saw that it resumed.
    #expect(back[2]["params"]?["view"]?["children"]?.arrayValue?.first?["text"] == "1")
    #expect(back[3]["result"] == ["viewId": "v1"])
  }

  @Test func popAndDismissFromScreens() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "present"])  // v2, modal
    _ = host.call("view/event", ["viewId": "v2", "action": "push"])  // v3
    let dismissed = host.call("view/event", ["viewId": "v3", "action": "dismiss"])
    #expect(methods(dismissed).prefix(3) == ["router/navigate", "view/closed", "view/closed"])
    #expect(dismissed[0]["params"]?["action"] == "dismiss")
    #expect(dismissed[0]["params"]?["stack"] == ["v1"])
    #expect(dismissed[1]["params"]?["viewId"] == "v3")
    #expect(dismissed[2]["params"]?["viewId"] == "v2")
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])  // v4
    let popped = host.call("view/event", ["viewId": "v4", "action": "pop"])
    #expect(popped[0]["params"]?["stack"] == ["v1"])
    #expect(host.call("view/event", ["viewId": "v1", "action": "pop"]).last?["error"]?["code"] == -32012)
  }

  @Test func viewOpenPushesWithTypedInputAndRejectsBadInput() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let opened = host.call("view/open", ["module": "counter", "input": ["start": 41]])
    #expect(opened.last?["result"] == ["viewId": "v2", "rev": 1])
    #expect(opened[1]["params"]?["view"]?["children"]?.arrayValue?.first?["text"] == "41")
    let bad = host.call("view/open", ["module": "counter", "input": ["start": "x"]]).last?["error"]
    #expect(bad?["code"] == -32602)
    #expect(bad?["data"]?["kind"] == "invalid_input")
    let missing = host.call("view/open", ["module": "nope"]).last?["error"]
    #expect(missing?["code"] == -32011)
    #expect(missing?["data"]?["module"] == "nope")
  }

  @Test func everyErrorCodeOfTheDispatcher() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    func code(_ messages: [JSONValue]) -> JSONValue? { messages.last?["error"]?["code"] }
    #expect(code(host.call("no/such")) == -32601)
    #expect(code(host.call("view/event", ["viewId": "v9", "action": "inc"])) == -32010)
    #expect(code(host.call("view/event", ["viewId": "v1", "action": "fly"])) == -32602)
    #expect(code(host.call("view/event", ["viewId": "v1"])) == -32602)
    #expect(code(host.call("view/event", ["viewId": 1, "action": "inc"])) == -32602)
    #expect(code(host.call("view/get", [1, 2])) == -32602)
    #expect(code(host.call("navigation/back")) == -32012)
    #expect(code(host.call("view/close", ["viewId": "v1"])) == -32012)
    #expect(code(host.line("{")) == -32700)
    #expect(code(host.line("[]")) == -32600)
    #expect(code(host.line("3")) == -32600)
    #expect(host.line("   ").isEmpty)
  }

  @Test func aNavigationToAMissingModuleFailsTheEvent() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    #expect(host.call("view/event", ["viewId": "v1", "action": "open-missing"]).last?["error"]?["code"] == -32011)
  }

  @Test func notificationsRunButAreNotAnswered() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let messages = host.line(#"{"method":"view/event","params":{"viewId":"v1","action":"inc"}}"#)
    #expect(methods(messages) == ["view/update"])
    #expect(host.line(#"{"method":"view/event","params":{"viewId":"v9","action":"inc"}}"#).isEmpty)
  }

  @Test func hostIdleWaitsForEffectsAndTheirUpdates() async {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    #expect(methods(host.call("view/event", ["viewId": "v1", "action": "work"])) == ["result"])
    #expect(host.core.effectsInFlight == 1)
    #expect(host.call("host/idle").isEmpty)  // not yet
    await host.scheduler.runAll(into: host.core)
    let after = host.sink.take()
    #expect(methods(after) == ["view/update", "result"])
    #expect(after[0]["params"]?["view"]?["children"]?.arrayValue?.first?["text"] == "100")
    #expect(host.core.effectsInFlight == 0)
    #expect(methods(host.call("host/idle")) == ["result"])
  }

  @Test func resultsForClosedViewsAreDropped() async {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])
    _ = host.call("view/event", ["viewId": "v2", "action": "work"])
    _ = host.call("navigation/back")
    await host.scheduler.runAll(into: host.core)
    #expect(host.sink.take().isEmpty)
    #expect(host.core.effectsInFlight == 0)
  }

  @Test func appStartReplacesEveryOpenView() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])
    let restarted = host.call("app/start")
    #expect(methods(restarted) == ["router/navigate", "view/closed", "view/closed", "view/update", "result"])
    #expect(restarted[0]["params"]?["stack"] == ["v3"])
    #expect(restarted[1]["params"] == ["viewId": "v2", "reason": "replaced"])
  }

  @Test func viewCloseClosesTheViewAndThoseAboveIt() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])
    _ = host.call("view/event", ["viewId": "v2", "action": "push"])
    let closed = host.call("view/close", ["viewId": "v2"])
    #expect(closed[0]["params"]?["stack"] == ["v1"])
    #expect(closed.filter { $0["method"] == "view/closed" }.map { $0["params"]?["viewId"] } == ["v3", "v2"])
    #expect(closed.last?["result"] == .null)
  }

  @Test func anOverlongLineIsAnsweredWithItsSize() {
    let host = HostHarness().initialized()
    host.core.receive(.overlong(byteCount: 5000))
    let error = host.sink.take().last?["error"]
    #expect(error?["code"] == -32013)
    #expect(error?["data"] == ["kind": "line_too_long", "bytes": 5000, "limit": 1024])
  }
}

@Suite("Host core: view patches")
struct HostCorePatchTests {
  @Test func aFrontendThatAnnouncesPatchesGetsThemWhenSmaller() {
    let host = HostHarness()
    _ = host.call("initialize", ["protocolVersion": "1", "capabilities": ["viewPatch": true]])
    _ = host.call("app/start")
    let messages = host.call("view/event", ["viewId": "v1", "action": "inc"])
    #expect(methods(messages) == ["view/patch", "result"])
    #expect(messages[0]["params"]?["rev"] == 2)
    #expect(messages[0]["params"]?["ops"] == [["op": "replace", "path": "/children/0/text", "value": "1"]].asJSON)
  }

  @Test func othersGetWholeTrees() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    #expect(methods(host.call("view/event", ["viewId": "v1", "action": "inc"])) == ["view/update", "result"])
  }
}

extension Array where Element == JSONValue {
  var asJSON: JSONValue { .array(self) }
}

@Suite("Host core: limits")
struct HostCoreLimitTests {
  @Test func openingMoreViewsThanTheLimitIsRefused() {
    let host = HostHarness(configuration: HostConfiguration(version: "1", maxViews: 3)).initialized()
    _ = host.call("app/start")
    _ = host.call("view/open", ["module": "counter"])
    _ = host.call("view/open", ["module": "counter"])
    let error = host.call("view/open", ["module": "counter"]).last?["error"]
    #expect(error?["code"] == -32012)
    #expect(error?["data"]?["kind"] == "too_many_views")
    // app/start replaces the stack, so it is always possible.
    #expect(host.call("app/start").last?["result"] != nil)
  }

  @Test func aViewWithTooManyEffectsRunningIsBusyUntilTheyComeBack() async {
    let host = HostHarness(configuration: HostConfiguration(version: "1", maxEffectsPerView: 2)).initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "work"])
    _ = host.call("view/event", ["viewId": "v1", "action": "work"])
    let busy = host.call("view/event", ["viewId": "v1", "action": "inc"]).last?["error"]
    #expect(busy?["code"] == -32014)
    #expect(busy?["data"]?["kind"] == "too_many_effects")
    await host.scheduler.runAll(into: host.core)
    _ = host.sink.take()
    #expect(host.call("view/event", ["viewId": "v1", "action": "inc"]).last?["result"] != nil)
  }
}

@Suite("Host core: properties")
struct HostCorePropertyTests {
  /// Lines a fuzzer would send: random bytes, JSON fragments, near-valid requests.
  static func randomLine(_ generator: inout SeededRandomNumberGenerator) -> [UInt8] {
    let pieces: [String] = [
      "{", "}", "[", "]", ",", ":", "\"", "\"id\"", "\"method\"", "\"params\"", "\"jsonrpc\"", "\"2.0\"", "1", "-1",
      "1e999", "null", "true", "\"view/event\"", "\"app/start\"", "\"viewId\"", "\"v1\"", "\"action\"", "\"inc\"",
      " ", "\\u0000", "NaN",
    ]
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      return (0..<Int.random(in: 0..<40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        .filter { $0 != 0x0A }
    case 1:
      return Array(
        (0..<Int.random(in: 1..<20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
          .joined().utf8)
    default:
      let id = Int.random(in: 0..<1000, using: &generator)
      let method = ["view/event", "app/start", "view/get", "module/list", "nope", "host/idle"].randomElement(
        using: &generator)!
      return Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"viewId":"v1","action":"inc"}}"#.utf8)
    }
  }

  @Test func everyLineGetsOneAnswerOrNoneForANotificationAndTheHostKeepsServing() {
    var generator = SeededRandomNumberGenerator(seed: 2026)
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    for _ in 0..<3000 {
      let line = Self.randomLine(&generator)
      let messages = host.line(String(decoding: line, as: UTF8.self))
      let answers = messages.filter { $0["method"] == nil }
      let isNotification: Bool = {
        guard let value = try? JSONParser().parse(line), case .success(let message) = RPCIncoming.decode(value)
        else { return false }
        return message.isNotification
      }()
      let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      #expect(answers.count == (isNotification || blank ? 0 : 1), "for \(String(decoding: line, as: UTF8.self))")
    }
    #expect(host.call("module/list").last?["result"] != nil)
  }

  @Test func answersComeInRequestOrder() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    var lines: [String] = []
    for id in 100..<300 {
      let method = ["view/event", "view/get", "module/list", "nope"][id % 4]
      lines.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"viewId":"v1","action":"inc"}}"#)
    }
    let answers = lines.flatMap { host.line($0) }.filter { $0["method"] == nil }
    #expect(answers.compactMap { $0["id"]?.intValue } == Array(100..<300).map(Int64.init))
  }
}
