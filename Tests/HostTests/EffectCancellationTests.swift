import Testing
import ViperKit

@testable import Host

/// Every way a view closes tells the scheduler to cancel that view's effects.
@Suite("Host core: effects of closed views")
struct EffectCancellationTests {
  func host() -> HostHarness {
    let host = HostHarness().initialized()
    _ = host.call("app/start")  // v1
    _ = host.call("view/open", ["module": "counter"])  // v2
    _ = host.call("view/event", ["viewId": "v2", "action": "push"])  // v3
    return host
  }

  @Test func backClosesOneView() {
    let host = host()
    _ = host.call("navigation/back")
    #expect(host.scheduler.cancelled.map(\.rawValue) == ["v3"])
  }

  @Test func closeClosesTheViewAndThoseAboveIt() {
    let host = host()
    _ = host.call("view/close", ["viewId": "v2"])
    #expect(host.scheduler.cancelled.map(\.rawValue) == ["v3", "v2"])
  }

  @Test func aRouterPopClosesItsView() {
    let host = host()
    _ = host.call("view/event", ["viewId": "v3", "action": "pop"])
    #expect(host.scheduler.cancelled.map(\.rawValue) == ["v3"])
  }

  @Test func appStartClosesEveryView() {
    let host = host()
    _ = host.call("app/start")
    #expect(host.scheduler.cancelled.map(\.rawValue) == ["v3", "v2", "v1"])
  }

  @Test func openViewsKeepTheirEffects() {
    let host = host()
    _ = host.call("view/event", ["viewId": "v2", "action": "work"])
    _ = host.call("view/open", ["module": "counter"])
    #expect(host.scheduler.cancelled.isEmpty)
  }
}
