import JSONValue
import Testing

@testable import ViperKit

/// The controls' wire shapes (Protocol/schema/nodes/choice.json, toolbar.json,
/// list.json rows, alert roles), both ways: what the host writes, what a
/// plugin may send.
@Suite("Controls on the wire")
struct ControlsTests {
  let options = [ChoiceOption(key: "s", title: "Small"), ChoiceOption(key: "m", title: "Medium")]

  @Test func aChoiceSendsOnlyKeysItsOptionsHaveInTheirOrder() {
    let many = Choice.many(key: "tags", label: "Tags", options: options, chosen: ["m", "x", "s", "m"])
    #expect(many.value == .choices(["s", "m"]))
    #expect(Choice.one(key: "size", label: "Size", options: options, chosen: "x").value == .choice(nil))
    guard case .object(let json) = ViewNode.choice(many).json else {
      Issue.record("not an object")
      return
    }
    #expect(json["value"] == ["s", "m"])
    #expect(json["multiple"] == true && json["send"] == "change" && json["style"] == nil)
    guard case .object(let single) = ViewNode.choice(.one(key: "k", label: "L", options: options, chosen: nil)).json
    else {
      Issue.record("not an object")
      return
    }
    #expect(single["value"] == .null)
  }

  @Test func aNodeAPluginSendsReadsBackAsTheSameNode() throws {
    var row = ListItem(
      key: "milk", title: "Buy milk", actions: [NodeAction(action: "delete", title: "Delete", role: .destructive)],
      toggle: RowToggle(on: true))
    row.toggle?.stamp = InputStamp()
    let nodes: [ViewNode] = [
      .choice(.one(key: "size", label: "Size", options: options, chosen: "s", style: .menu, sending: .submit)),
      .choice(.many(key: "tags", label: "Tags", options: options, chosen: ["m"], error: "Too many", required: true)),
      .toolbar([
        NodeAction(action: "add", title: "Add"), NodeAction(action: "clear", title: "Clear", role: .destructive),
      ]),
      .list(action: "open", items: ListRows([row])),
      .alert(
        title: "Delete?", message: "For good",
        actions: [NodeAction(action: "keep", title: "Keep", role: .cancel), NodeAction(action: "go", title: "Go")]),
      .field(Field(key: "due", label: "Due", kind: .date, value: "2026-12-01", sending: .leave, min: "2026-01-01")),
    ]
    for node in nodes { #expect(try ViewNode(json: node.json) == node) }
  }

  @Test func whatAPluginMustNotSendIsRefusedWithItsPath() {
    let bad: [(JSONValue, String)] = [
      (
        [
          "type": "choice", "key": "k", "label": "L", "multiple": false,
          "options": [["key": "a", "title": "A"], ["key": "a", "title": "B"]], "value": .null,
        ], "$.options"
      ),
      (["type": "choice", "key": "k", "label": "L", "multiple": true, "options": [], "value": "a"], "$.value"),
      (["type": "choice", "key": "k", "label": "L", "multiple": false, "options": [], "value": ["a"]], "$.value"),
      (["type": "toolbar", "actions": []], "$.actions"),
      (
        ["type": "alert", "title": "t", "message": "m", "actions": [["action": "a", "title": "A", "role": "loud"]]],
        "$.actions[0].role"
      ),
      (
        [
          "type": "list", "action": "o",
          "items": [
            [
              "key": "1", "title": "T", "accessory": ["action": "a", "title": "A"],
              "actions": [["action": "b", "title": "B"]],
            ]
          ],
        ], "$.items[0].actions"
      ),
      (
        [
          "type": "list", "action": "o",
          "items": [["key": "1", "title": "T", "actions": [["action": "b", "title": "B", "role": "cancel"]]]],
        ], "$.items[0].actions[0].role"
      ),
      (["type": "field", "key": "d", "label": "D", "kind": "date", "value": "2026-02-30", "send": "leave"], "$.value"),
      (
        ["type": "field", "key": "d", "label": "D", "kind": "time", "value": "", "send": "leave", "max": "25:00"],
        "$.max"
      ),
      (["type": "field", "key": "d", "label": "D", "kind": "text", "value": "", "send": "leave", "min": "a"], "$.min"),
    ]
    for (json, path) in bad {
      do {
        _ = try ViewNode(json: json)
        Issue.record("took \(json)")
      } catch {
        #expect(error.path == path, "\(error)")
      }
    }
  }

  @Test func aDateOrTimeSentOnChangeTravelsOnLeave() {
    let field = Field(key: "due", label: "Due", kind: .date, sending: .change(debounceMs: 300))
    guard case .object(let json) = ViewNode.field(field).json else {
      Issue.record("not an object")
      return
    }
    #expect(json["send"] == "leave" && json["debounceMs"] == nil)
  }

  @Test func treeProblemsOfTheControlsAreNamed() {
    let toolbarInStack = ViewNode.screen(
      title: "t", children: [.stack(axis: .vertical, children: [.toolbar([NodeAction(action: "a", title: "A")])])])
    #expect(toolbarInStack.inputProblem == "a toolbar is not a child of the screen")
    let rowAndField = ViewNode.screen(
      title: "t",
      children: [
        .field(Field(key: "milk", label: "Milk")),
        .list(action: "o", items: ListRows([ListItem(key: "milk", title: "Milk", toggle: RowToggle(on: false))])),
      ])
    #expect(rowAndField.inputProblem == "two inputs have the key \"milk\"")
    let plainRowsShareNothing = ViewNode.screen(
      title: "t",
      children: [
        .field(Field(key: "1", label: "One")), .list(action: "o", items: ListRows([ListItem(key: "1", title: "T")])),
      ])
    #expect(plainRowsShareNothing.inputProblem == nil)
    #expect(
      ViewNode.screen(title: "t", children: [.toolbar([NodeAction(action: "a", title: "A")])]).inputProblem == nil)
  }

  @Test func aRowsToggleIsAnInputKeyedByTheRow() {
    let tree = ViewNode.screen(
      title: "t",
      children: [
        .list(action: "o", items: ListRows([ListItem(key: "milk", title: "Buy milk", toggle: RowToggle(on: true))]))
      ])
    #expect(tree.containsInputs)
    guard case .toggle(let toggle)? = tree.input("milk")?.input else {
      Issue.record("no input milk")
      return
    }
    #expect(toggle.label == "Buy milk" && toggle.on)
    #expect(ViewNode.list(action: "o", items: ListRows([ListItem(key: "a", title: "A")])).containsInputs == false)
  }
}
