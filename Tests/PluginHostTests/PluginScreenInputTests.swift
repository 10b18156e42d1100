import JSONValue
import PluginWire
import Testing
import ViperKit

@testable import PluginHost

/// PLUGINS.md, `screen/input`: an edit the host checked goes to the plugin
/// with its value as JSON; the refusals a plugin can give, as the host reads them.
@Suite("PluginScreen: edits of a plugin's inputs", .timeLimit(.minutes(1)))
struct PluginScreenInputTests {
  let spy = ChannelSpy()
  let screen: PluginScreen

  init() {
    screen = PluginScreen(
      id: PluginScreenID("s1"), module: "quiz", channel: spy, opened: ScreenReply(view: Sample.view("Quiz")))
  }

  @Test func aFieldsEditSendsItsTextAndTakesTheReply() throws {
    spy.answer(["view": Sample.view("Edited").json, "effects": 1])
    let reaction = try screen.input(InputEdit(key: "name", value: .text("Ada"), left: true))
    #expect(
      spy.log == [
        .call(method: "screen/input", params: ["screen": "s1", "key": "name", "value": "Ada", "left": true])
      ])
    #expect(screen.view == Sample.view("Edited"))
    #expect(reaction.effects.count == 1)
  }

  @Test func aTogglesEditSendsABoolean() throws {
    spy.answer([:])
    _ = try screen.input(InputEdit(key: "share", value: .on(false)))
    #expect(
      spy.log == [
        .call(method: "screen/input", params: ["screen": "s1", "key": "share", "value": false, "left": false])
      ])
  }

  @Test(arguments: [
    ("unknown_input", ActionError.unknownAction("name")),
    ("unknown_action", .unknownAction("name")),
    ("invalid_value", .invalidValue("name", "the reason")),
    ("action_unavailable", .unavailable("name", "the reason")),
    ("anything_else", .unavailable("name", "the reason")),
  ])
  func aRefusedEditIsTheErrorItsKindNames(kind: String, expected: ActionError) {
    spy.answer(Sample.refused(kind, reason: "the reason"))
    #expect(throws: expected) { try screen.input(InputEdit(key: "name", value: .text("Ada"))) }
    #expect(screen.failure == nil)
  }

  /// A plugin written before `screen/input` answers JSON-RPC's "method not found".
  @Test func aPluginThatDoesNotKnowTheMethodTakesNoEdits() {
    spy.answer(.failure(.rejected(PluginRefusal(code: -32601, kind: "method_not_found", message: "no"))))
    #expect(throws: ActionError.unknownAction("name")) {
      try screen.input(InputEdit(key: "name", value: .text("Ada")))
    }
    #expect(screen.failure == nil)
  }
}
