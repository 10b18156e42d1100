import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

@Suite("Host core: events and effects")
struct HostCoreEventTests {
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
}
