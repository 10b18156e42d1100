import JSONValue
import Testing
import ViperKit

@testable import Host

@Suite("Host core: sessions (save, restore, deep links)")
struct HostCoreSessionTests {
  /// A host on `store`, started, with the counter at 2 under a pushed counter at 0.
  private func twoCounters(_ store: MemorySessionStore) -> HostHarness {
    let host = HostHarness(sessionStore: store).initialized()
    _ = host.call("app/start")
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    _ = host.call("view/event", ["viewId": "v1", "action": "inc"])
    _ = host.call("view/event", ["viewId": "v1", "action": "push"])
    host.core.checkpoint()
    return host
  }

  @Test func aCheckpointSavesTheStackWithEachViewsInputAndSnapshot() {
    let store = MemorySessionStore()
    _ = twoCounters(store)
    #expect(
      store.views == [
        SavedView(entry: StackEntry(module: "counter"), snapshot: ["count": 2]),
        SavedView(entry: StackEntry(module: "counter"), snapshot: ["count": 0]),
      ])
  }

  @Test func aCheckpointWritesOnlyWhenSomethingChanged() {
    let store = MemorySessionStore()
    let host = twoCounters(store)
    let saves = store.saves
    host.core.checkpoint()
    #expect(store.saves == saves)
    _ = host.call("view/event", ["viewId": "v2", "action": "noop"])  // an event, even one that changes nothing visible
    host.core.checkpoint()
    #expect(store.saves == saves + 1)
    _ = host.call("navigation/back")
    host.core.checkpoint()
    #expect(store.views.count == 1)
  }

  @Test func restoreOpensTheSavedStackAsOneChangeRootFirst() {
    let store = MemorySessionStore()
    _ = twoCounters(store)
    let host = HostHarness(sessionStore: store).initialized()
    let messages = host.call("app/start", ["restore": true])
    #expect(
      methods(messages) == ["router/navigate", "view/update", "view/update", "view/update", "view/update", "result"])
    #expect(
      messages[0]["params"] == ["action": "replaceRoot", "viewId": "v2", "module": "counter", "stack": ["v1", "v2"]])
    // Rev 1 of each view, root first: the state as it was saved (what the frontend last saw)...
    #expect(messages[1]["params"]?["viewId"] == "v1")
    #expect(messages[1]["params"]?["rev"] == 1)
    #expect(messages[1]["params"]?["view"]?["children"]?.arrayValue?.map { $0["text"] } == ["2", nil, "resumed 0"])
    #expect(messages[2]["params"]?["viewId"] == "v2")
    #expect(messages[2]["params"]?["rev"] == 1)
    // ...then each was told it was restored (not started), and what that changed is rev 2.
    #expect(messages[3]["params"]?["viewId"] == "v1")
    #expect(messages[3]["params"]?["rev"] == 2)
    #expect(messages[3]["params"]?["view"]?["children"]?.arrayValue?[3]["text"] == "restored")
    #expect(messages[4]["params"]?["viewId"] == "v2")
    #expect(messages[5]["result"] == ["viewId": "v2", "module": "counter", "restored": true])
  }

  @Test func restoreFallsBackToTheLaunchScreenWhenTheSessionNoLongerFits() {
    let cases: [(String, [SavedView])] = [
      ("nothing saved", []),
      ("a module that is gone", [SavedView(entry: StackEntry(module: "gone"), snapshot: nil)]),
      (
        "an input that no longer decodes",
        [SavedView(entry: StackEntry(module: "counter", input: ["start": "x"]), snapshot: nil)]
      ),
    ]
    for (name, saved) in cases {
      let host = HostHarness(sessionStore: MemorySessionStore(views: saved)).initialized()
      let messages = host.call("app/start", ["restore": true])
      #expect(methods(messages) == ["router/navigate", "view/update", "result"], "\(name)")
      #expect(messages.last?["result"] == ["viewId": "v1", "module": "counter", "restored": false], "\(name)")
    }
    let noStore = HostHarness().initialized()
    #expect(noStore.call("app/start", ["restore": true]).last?["result"]?["restored"] == false)
  }

  /// SESSIONS.md §2: a snapshot its module can no longer read opens that view fresh; the rest is restored.
  @Test func aViewWhoseSnapshotNoLongerDecodesOpensFreshAndTheRestIsRestored() {
    let saved = [
      SavedView(entry: StackEntry(module: "plain", input: ["start": 7]), snapshot: nil),
      SavedView(entry: StackEntry(module: "counter"), snapshot: ["total": 1]),
    ]
    let host = HostHarness(
      modules: [CounterModule(), CounterModule(name: "plain", snapshots: false)],
      sessionStore: MemorySessionStore(views: saved)
    ).initialized()
    let messages = host.call("app/start", ["restore": true])
    #expect(
      messages.last?["result"]
        == [
          "viewId": "v2", "module": "counter", "restored": true,
          "fresh": [["viewId": "v2", "module": "counter"]],
        ])
    #expect(methods(messages).filter { $0 == "view/update" }.count == 2)
  }

  @Test func aViewWithoutSnapshotsIsReopenedWithItsInputAndStarted() {
    let saved = [SavedView(entry: StackEntry(module: "plain", input: ["start": 7]), snapshot: nil)]
    let host = HostHarness(
      modules: [CounterModule(), CounterModule(name: "plain", snapshots: false)],
      sessionStore: MemorySessionStore(views: saved)
    ).initialized()
    let messages = host.call("app/start", ["restore": true])
    #expect(messages[1]["params"]?["view"]?["children"]?.arrayValue?[0]["text"] == "7")
    #expect(messages[1]["params"]?["view"]?["children"]?.arrayValue?.count == 3)  // started, not restored
    #expect(messages.last?["result"]?["restored"] == true)
  }

  @Test func aDeepLinkOpensTheWholeStackAndAppLinkGivesItBack() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let stack: JSONValue = [["module": "counter"], ["module": "counter", "input": ["start": 5], "presented": true]]
    let messages = host.call("app/start", ["stack": stack])
    #expect(methods(messages) == ["router/navigate", "view/closed", "view/update", "view/update", "result"])
    #expect(messages[0]["params"]?["stack"] == ["v2", "v3"])
    #expect(messages[1]["params"] == ["viewId": "v1", "reason": "replaced"])
    #expect(messages.last?["result"] == ["viewId": "v3", "module": "counter"])
    let link = host.call("app/link").last?["result"]
    #expect(link == ["link": "counter/+counter?start=5", "stack": stack])
    // The presented view is a modal: a dismiss from it closes it.
    #expect(host.call("view/event", ["viewId": "v3", "action": "dismiss"])[0]["params"]?["action"] == "dismiss")
  }

  @Test func aBadDeepLinkOpensNothingAndNamesTheEntry() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    let cases: [(JSONValue, Int, String, JSONValue?)] = [
      ([["module": "counter"], ["module": "missing"]], -32011, "module_not_found", 1),
      ([["module": "counter", "input": ["start": "x"]]], -32602, "invalid_input", 0),
      ([], -32602, "invalid_params", nil),
      ("counter", -32602, "invalid_params", nil),
      ([["module": "counter"], 3], -32602, "invalid_params", nil),
      ([["module": "counter"], ["input": 1]], -32602, "invalid_params", nil),
    ]
    for (stack, code, kind, index) in cases {
      let messages = host.call("app/start", ["stack": stack])
      #expect(methods(messages) == ["error"], "\(stack)")
      let error = messages.last?["error"]
      #expect(error?["code"]?.intValue == Int64(code), "\(stack)")
      #expect(error?["data"]?["kind"]?.stringValue == kind, "\(stack)")
      #expect(error?["data"]?["index"] == index.map { $0 }, "\(stack)")
    }
    let missing = host.call("app/start", ["stack": [["module": "counter"], ["input": 1]]]).last?["error"]
    #expect(missing?["data"]?["member"] == "stack[1].module")
    #expect(missing?["message"]?.stringValue?.contains("\"stack[1].module\"") == true)
    let both = host.call("app/start", ["restore": true, "stack": [["module": "counter"]]]).last?["error"]
    #expect(both?["data"]?["kind"] == "invalid_params")
    // The first view is still open and alone.
    #expect(host.call("view/get", ["viewId": "v1"]).last?["result"]?["rev"] == 1)
    #expect(host.call("app/link").last?["result"]?["link"] == "counter")
  }

  @Test func aDeepLinkLongerThanMaxViewsIsRefusedWithTheFirstEntryOver() {
    var configuration = HostConfiguration(version: "9.9.9", maxLineBytes: 1024)
    configuration.maxViews = 3
    let host = HostHarness(configuration: configuration).initialized()
    let stack = JSONValue.array(Array(repeating: ["module": "counter"], count: 4))
    let error = host.call("app/start", ["stack": stack]).last?["error"]
    #expect(error?["data"]?["kind"] == "too_many_views")
    #expect(error?["data"]?["index"] == 3)
    #expect(
      host.call("app/start", ["stack": .array(Array(repeating: ["module": "counter"], count: 3))]).last?["result"]
        != nil)
  }

  @Test func aLinkTextOpensLikeItsStackAndABadOneSaysWhere() {
    let host = HostHarness().initialized()
    let opened = host.call("app/start", ["link": "counter/+counter?start=5"])
    #expect(methods(opened) == ["router/navigate", "view/update", "view/update", "result"])
    #expect(opened[2]["params"]?["view"]?["children"]?.arrayValue?[0]["text"] == "5")
    let bad = host.call("app/start", ["link": "counter//counter"]).last?["error"]
    #expect(bad?["code"] == -32602)
    #expect(bad?["data"] == ["kind": "invalid_link", "offset": 8])
    let unknown = host.call("app/start", ["link": "counter/nope"]).last?["error"]
    #expect(unknown?["data"] == ["kind": "module_not_found", "module": "nope", "index": 1])
    for params: JSONValue in [
      ["link": "counter", "restore": true], ["link": "counter", "stack": [["module": "counter"]]], ["link": 3],
    ] {
      #expect(host.call("app/start", params).last?["error"]?["data"]?["kind"] == "invalid_params", "\(params)")
    }
    #expect(host.call("app/link").last?["result"]?["link"] == "counter/+counter?start=5")
  }
}
