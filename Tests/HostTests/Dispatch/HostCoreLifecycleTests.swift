import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

@Suite("Host core: lifecycle")
struct HostCoreLifecycleTests {
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
          "maxWindowRows": 200,
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

  @Test func notificationsRunButAreNotAnswered() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let messages = host.line(#"{"method":"view/event","params":{"viewId":"v1","action":"inc"}}"#)
    #expect(methods(messages) == ["view/update"])
    #expect(host.line(#"{"method":"view/event","params":{"viewId":"v9","action":"inc"}}"#).isEmpty)
  }

  @Test func anOverlongLineIsAnsweredWithItsSize() {
    let host = HostHarness().initialized()
    host.core.receive(.overlong(byteCount: 5000))
    let error = host.sink.take().last?["error"]
    #expect(error?["code"] == -32013)
    #expect(error?["data"] == ["kind": "line_too_long", "bytes": 5000, "limit": 1024])
  }
}
