import JSONValue
import Testing
import ViperKit
import ViperPluginSDK

/// A module whose screen shows 10,000 rows held whole, through a `HeldWindow`.
struct ManyRowsModule: ScreenModule {
  let manifest = ModuleManifest(name: "many", title: "Many", version: "1.0.0", listedOnHome: true)
  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen { ManyRowsScreen() }
}

final class ManyRowsScreen: Screen {
  let keys = (0..<10_000).map { "r\($0)" }
  var window = HeldWindow()
  var view: ViewNode {
    let (shown, member) = window.place(in: keys)
    let items = keys[shown].map { ListItem(key: $0, title: $0) }
    return .screen(title: "Many", children: [.list(action: "open", items: ListRows(items), window: member)])
  }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { throw .unknownAction(action) }
  func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) -> Reaction {
    window.take(request, keys: keys)
    return .none
  }
  func receive(_ result: EffectResult) -> Reaction { .none }
}

/// PLUGINS.md, `screen/rows`, as the SDK answers it.
@Suite("Plugin runtime (SDK): rows of a window")
struct PluginRuntimeRowsTests {
  let harness = RuntimeHarness(module: ManyRowsModule())

  static func window(_ answer: JSONValue) -> JSONValue? {
    answer["result"]?["view"]?["children"]?.arrayValue?.first?["window"]
  }

  @Test func eachWayOfAskingReachesTheScreenAndTheReplyHoldsTheNewWindow() throws {
    let opened = try harness.call("screen/open", ["screen": "s1"])
    #expect(Self.window(opened) == ["start": 0, "total": 10_000, "more": true])
    let jumped = try harness.call("screen/rows", ["screen": "s1", "list": "open", "count": 20, "from": 5000])
    #expect(Self.window(jumped) == ["start": 4950, "total": 10_000, "more": true, "anchor": "r5000"])
    let next = try harness.call(
      "screen/rows", ["screen": "s1", "list": "open", "count": 20, "after": "r5019", "anchor": "r5010"])
    #expect(Self.window(next)?["anchor"] == "r5010")
    let more = try harness.call("screen/rows", ["screen": "s1", "list": "open", "count": 50, "more": "next"])
    #expect(Self.window(more)?["start"] == 4970)
  }

  @Test func aRequestWithoutAPlaceIsRefusedAndAScreenWithoutWindowsSaysUnknownAction() throws {
    _ = try harness.call("screen/open", ["screen": "s1"])
    let placeless = try harness.call("screen/rows", ["screen": "s1", "list": "open", "count": 20])
    #expect(placeless["error"]?["code"] == -32602)
    let asking = RuntimeHarness(module: AskingModule())
    _ = try asking.call("screen/open", ["screen": "s1"])
    let refused = try asking.call("screen/rows", ["screen": "s1", "list": "open", "count": 5, "from": 0])
    #expect(refused["error"]?["data"]?["kind"] == "unknown_action")
  }
}
