import JSONValue
import Testing
import ViperKit

@testable import Host

@Suite("Host core: time travel (debug/history, debug/state, debug/goto)")
struct HostCoreDebugTests {
  private func debugging(history: Int = 100, modules: [any ScreenModule] = [CounterModule()]) -> HostHarness {
    let configuration = HostConfiguration(version: "9.9.9", maxLineBytes: 1024, historyLimit: history)
    let host = HostHarness(modules: modules, configuration: configuration).initialized()
    _ = host.call("app/start")
    return host
  }

  private func entries(_ host: HostHarness, _ view: String = "v1") -> [JSONValue] {
    host.call("debug/history", ["viewId": .string(view)]).last?["result"]?["entries"]?.arrayValue ?? []
  }

  @Test func withoutDebugEveryDebugMethodIsDebugOff() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    for method in ["debug/history", "debug/state", "debug/goto"] {
      let error = host.call(method, ["viewId": "v1", "index": 0]).last?["error"]
      #expect(error?["code"] == -32016, "\(method)")
      #expect(error?["data"]?["kind"] == "debug_off", "\(method)")
    }
    #expect(HostHarness().call("initialize", ["protocolVersion": "1"]).last?["result"]?["debug"] == nil)
  }

  @Test func initializeSaysDebugIsOn() {
    let configuration = HostConfiguration(version: "9.9.9", maxLineBytes: 1024, historyLimit: 7)
    let result = HostHarness(configuration: configuration).call("initialize", ["protocolVersion": "1"]).last?["result"]
    #expect(result?["debug"] == ["history": 7])
  }

  @Test func theHistoryListsOpenActionsEffectsAndResumeWithTheRevAfterEach() async {
    let host = debugging()
    _ = host.call("view/event", ["viewId": "v1", "action": "inc", "value": "x"])
    _ = host.call("view/event", ["viewId": "v1", "action": "work"])
    await host.scheduler.runAll(into: host.core)
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])
    _ = host.call("navigation/back")
    let result = host.call("debug/history", ["viewId": "v1"]).last?["result"]
    #expect(
      result?["entries"] == [
        ["index": 0, "kind": "open", "rev": 1],
        ["index": 1, "kind": "action", "name": "inc", "value": "x", "rev": 2],
        ["index": 2, "kind": "action", "name": "work", "rev": 2],
        ["index": 3, "kind": "effect", "name": "Incremented", "rev": 3],
        ["index": 4, "kind": "action", "name": "push", "rev": 3],
        ["index": 5, "kind": "resume", "rev": 4],
      ])
    #expect(result?["cursor"] == 5)
  }

  @Test func stateGivesTheSnapshotAfterAnEntryOrTheCurrentOne() {
    let host = debugging()
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    let current: JSONValue = ["index": 1, "state": ["count": 1]]
    let first: JSONValue = ["index": 0, "state": ["count": 0]]
    #expect(host.call("debug/state", ["viewId": "v1"]).last?["result"] == current)
    #expect(host.call("debug/state", ["viewId": "v1", "index": 0]).last?["result"] == first)
  }

  @Test func gotoShowsTheOldStateWithANewRevAndRunsNothing() {
    let host = debugging()
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    let back = host.call("debug/goto", ["viewId": "v1", "index": 0])
    #expect(methods(back) == ["view/update", "result"])
    #expect(back[0]["params"]?["rev"] == 4)
    #expect(back[0]["params"]?["view"]?["children"]?.arrayValue?[0]["text"] == "0")
    #expect(back[1]["result"] == ["viewId": "v1", "rev": 4, "cursor": 0])
    #expect(host.scheduler.scheduled.isEmpty)
    // Redo: the entries after the cursor are still there.
    #expect(entries(host).count == 3)
    let forward = host.call("debug/goto", ["viewId": "v1", "index": 2])
    #expect(forward[0]["params"]?["view"]?["children"]?.arrayValue?[0]["text"] == "2")
    // Back to 1, then a new action: 2 goes, a goto entry comes, then the action.
    _ = host.call("debug/goto", ["viewId": "v1", "index": 1])
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    let after = entries(host)
    #expect(after.map { $0["kind"]?.stringValue } == ["open", "action", "goto", "action"])
    #expect(after[2] == ["index": 2, "kind": "goto", "value": 1, "rev": 6])
    let now: JSONValue = ["index": 3, "state": ["count": 2]]
    #expect(host.call("debug/state", ["viewId": "v1"]).last?["result"] == now)
  }

  @Test func gotoToTheStateShownSendsNoUpdate() {
    let host = debugging()
    let same = host.call("debug/goto", ["viewId": "v1", "index": 0])
    #expect(methods(same) == ["result"])
    #expect(same[0]["result"] == ["viewId": "v1", "rev": 1, "cursor": 0])
  }

  @Test func aFullHistoryDropsTheOldestAndKeepsIndexes() {
    let host = debugging(history: 3)
    for _ in 0..<4 { _ = host.call("view/event", ["viewId": "v1", "action": "inc"]) }
    #expect(entries(host).map { $0["index"] } == [2, 3, 4])
    let dropped = host.call("debug/state", ["viewId": "v1", "index": 1]).last?["error"]
    #expect(dropped?["data"] == ["kind": "history_entry_not_found", "index": 1])
    let never = host.call("debug/goto", ["viewId": "v1", "index": 5]).last?["error"]
    #expect(never?["data"] == ["kind": "history_entry_not_found", "index": 5])
    #expect(host.call("debug/goto", ["viewId": "v1", "index": 2]).last?["result"]?["cursor"] == 2)
  }

  @Test func gotoWaitsForTheViewsEffects() async {
    let host = debugging()
    _ = host.call("view/event", ["viewId": "v1", "action": "work"])
    let busy = host.call("debug/goto", ["viewId": "v1", "index": 0]).last?["error"]
    #expect(busy?["code"] == -32014)
    #expect(busy?["data"] == ["kind": "effects_running", "viewId": "v1"])
    await host.scheduler.runAll(into: host.core)
    #expect(host.call("debug/goto", ["viewId": "v1", "index": 0]).last?["result"] != nil)
  }

  @Test func aModuleWithoutSnapshotsHasAHistoryButNoStates() {
    let host = debugging(modules: [CounterModule(snapshots: false)])
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    #expect(entries(host).count == 2)
    for method in ["debug/state", "debug/goto"] {
      let error = host.call(method, ["viewId": "v1", "index": 0]).last?["error"]
      #expect(error?["data"]?["kind"] == "no_snapshot", "\(method)")
    }
  }

  @Test func paramsAreChecked() {
    let host = debugging()
    #expect(host.call("debug/history", ["viewId": "v9"]).last?["error"]?["code"] == -32010)
    let mistyped = host.call("debug/goto", ["viewId": "v1", "index": "0"]).last?["error"]
    #expect(mistyped?["data"] == ["kind": "invalid_params", "member": "index"])
    let missing = host.call("debug/goto", ["viewId": "v1"]).last?["error"]
    #expect(missing?["data"] == ["kind": "invalid_params", "member": "index"])
    #expect(host.call("debug/state", ["viewId": "v1", "index": 1.5]).last?["error"]?["data"]?["member"] == "index")
  }
}
