import JSONValue
import Testing
import ViperKit
import ViperPluginSDK

/// A module with one field the screen upper-cases, and a toggle it refuses.
struct AskingModule: ScreenModule {
  let manifest = ModuleManifest(name: "asking", title: "Asking", version: "1.0.0", listedOnHome: true)
  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen { AskingScreen() }
}

final class AskingScreen: Screen {
  var name = ""
  var view: ViewNode {
    .screen(
      title: "Asking",
      children: [
        .field(Field(key: "name", label: "Name", value: name)),
        .toggle(Toggle(key: "locked", label: "Locked", on: false)),
      ])
  }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { throw .unknownAction(action) }
  func input(_ edit: InputEdit) throws(ActionError) -> Reaction {
    switch (edit.key, edit.value) {
    case ("name", .text(let text)):
      name = text.uppercased()
      return .none
    case ("locked", _): throw .unavailable(ActionName(edit.key.rawValue), "locked for now")
    default: throw .unknownAction(ActionName(edit.key.rawValue))
    }
  }
  func receive(_ result: EffectResult) -> Reaction { .none }
}

/// PLUGINS.md, `screen/input`, as the SDK answers it.
@Suite("Plugin runtime (SDK): edits")
struct PluginRuntimeInputTests {
  let harness = RuntimeHarness(module: AskingModule())

  @Test func anEditReachesTheScreenAndTheReplyHoldsItsView() throws {
    _ = try harness.call("screen/open", ["screen": "s1"])
    let answer = try harness.call("screen/input", ["screen": "s1", "key": "name", "value": "ada", "left": false])
    let field = answer["result"]?["view"]?["children"]?.arrayValue?.first
    #expect(field?["value"] == "ADA")
    #expect(answer["result"]?["effects"] == nil)  // none started: the member is left out
  }

  @Test func refusalsOfEditsCarryTheKindsTheHostMaps() throws {
    _ = try harness.call("screen/open", ["screen": "s1"])
    let unknown = try harness.call("screen/input", ["screen": "s1", "key": "age", "value": "3"])
    #expect(unknown["error"]?["data"]?["kind"] == "unknown_input")
    let locked = try harness.call("screen/input", ["screen": "s1", "key": "locked", "value": true])
    #expect(locked["error"]?["data"] == ["kind": "action_unavailable", "reason": "locked for now"])
    let noValue = try harness.call("screen/input", ["screen": "s1", "key": "name", "value": 3])
    #expect(noValue["error"]?["code"] == -32602)
    let gone = try harness.call("screen/input", ["screen": "s9", "key": "name", "value": "x"])
    #expect(gone["error"]?["data"]?["kind"] == "screen_not_found")
  }

  /// A screen written before edits existed takes none: `unknown_input`.
  @Test func aScreenWithoutEditsRefusesThemAsUnknownInput() throws {
    let fetching = RuntimeHarness()
    _ = try fetching.call("screen/open", ["screen": "s1"])
    let answer = try fetching.call("screen/input", ["screen": "s1", "key": "name", "value": "x"])
    #expect(answer["error"]?["data"]?["kind"] == "unknown_input")
  }
}
