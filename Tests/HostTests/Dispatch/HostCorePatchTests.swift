import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

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
