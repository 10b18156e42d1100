import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

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

  @Test func aStackWhoseAnnouncementWouldNotFitIsRefusedBeforeMaxViews() {
    let host = HostHarness(configuration: HostConfiguration(version: "1", maxMessageBytes: 1024)).initialized()
    _ = host.call("app/start")
    var opened = 1
    while opened < 256 {
      let messages = host.call("view/open", ["module": "counter"])
      if let error = messages.last?["error"] {
        #expect(error["data"]?["kind"] == "too_many_views")
        break
      }
      #expect(messages.first?["method"] == "router/navigate")
      #expect(JSONSerializer.bytes(messages[0]).count <= 1024)
      opened += 1
    }
    #expect(opened > 100 && opened < 256, "refused at \(opened) views")
  }
}
