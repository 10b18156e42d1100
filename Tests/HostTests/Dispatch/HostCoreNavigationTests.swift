import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

@Suite("Host core: navigation")
struct HostCoreNavigationTests {
  @Test func appStartAnnouncesTheRootThenItsViewThenAnswers() {
    let host = HostHarness().initialized()
    let messages = host.call("app/start")
    #expect(methods(messages) == ["router/navigate", "view/update", "result"])
    #expect(messages[0]["params"] == ["action": "replaceRoot", "viewId": "v1", "module": "counter", "stack": ["v1"]])
    #expect(messages[1]["params"]?["rev"] == 1)
    #expect(messages[2]["result"] == ["viewId": "v1", "module": "counter"])
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

  @Test func aNavigationToAMissingModuleFailsTheEvent() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    #expect(host.call("view/event", ["viewId": "v1", "action": "open-missing"]).last?["error"]?["code"] == -32011)
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
}
