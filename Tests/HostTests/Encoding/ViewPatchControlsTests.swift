import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// Rule 3 for the controls: a choice keeps its node; a row with a toggle
/// (an input keyed by the row) is patched member by member, never replaced
/// while its key stays; a row without one is replaced whole, as before.
@Suite("View patches keep the controls' inputs")
struct ViewPatchControlsTests {
  func checked(_ old: ViewNode, _ new: ViewNode) -> [String] {
    var sizeChange = 0
    let operations = ViewPatch.diff(old, new, sizeChange: &sizeChange)
    #expect(apply(operations, to: old.json) == new.json)
    #expect(JSONSerializer.bytes(old.json).count + sizeChange == JSONSerializer.bytes(new.json).count)
    return operations.map { "\($0.kind.rawValue) \($0.path)" }
  }

  func list(_ items: [ListItem]) -> ViewNode {
    .screen(title: "t", children: [.list(action: "o", items: ListRows(items))])
  }

  @Test func aToggledRowChangesMemberByMember() {
    let old = list([ListItem(key: "a", title: "A", toggle: RowToggle(on: false)), ListItem(key: "b", title: "B")])
    let new = list([
      ListItem(key: "a", title: "A!", subtitle: "Done", toggle: RowToggle(on: true)), ListItem(key: "b", title: "B"),
    ])
    #expect(
      checked(old, new) == [
        "replace /children/0/items/0/title", "add /children/0/items/0/subtitle", "replace /children/0/items/0/toggle",
      ])
  }

  @Test func aRowWithoutAToggleOrWithAnotherKeyIsReplacedWhole() {
    let old = list([ListItem(key: "a", title: "A"), ListItem(key: "b", title: "B", toggle: RowToggle(on: false))])
    let new = list([ListItem(key: "a", title: "A!"), ListItem(key: "c", title: "C", toggle: RowToggle(on: false))])
    #expect(checked(old, new) == ["replace /children/0/items/0", "replace /children/0/items/1"])
  }

  @Test func aChoicesValueChangesInPlace() {
    let options = [ChoiceOption(key: "s", title: "S"), ChoiceOption(key: "m", title: "M")]
    let old = ViewNode.screen(
      title: "t", children: [.choice(.many(key: "k", label: "K", options: options, chosen: []))])
    let new = ViewNode.screen(
      title: "t", children: [.text("above"), .choice(.many(key: "k", label: "K", options: options, chosen: ["m"]))])
    #expect(checked(old, new) == ["add /children/0", "replace /children/1/value"])
  }
}
