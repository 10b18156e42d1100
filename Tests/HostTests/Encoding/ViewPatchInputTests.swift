import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// Rule 3: a patch never replaces an input's node while its key stays, and
/// the input keeps its node however the nodes around it change.
@Suite("View patches keep inputs")
struct ViewPatchInputTests {
  let name = ViewNode.field(Field(key: "name", label: "Name", value: "Ada"))
  let share = ViewNode.toggle(Toggle(key: "share", label: "Share", on: false))

  func paths(_ old: ViewNode, _ new: ViewNode) -> [String] {
    ViewPatch.diff(old, new).map { "\($0.kind.rawValue) \($0.path)" }
  }

  func checked(_ old: ViewNode, _ new: ViewNode) -> [String] {
    var sizeChange = 0
    let operations = ViewPatch.diff(old, new, sizeChange: &sizeChange)
    #expect(apply(operations, to: old.json) == new.json)
    #expect(JSONSerializer.bytes(old.json).count + sizeChange == JSONSerializer.bytes(new.json).count)
    return operations.map { "\($0.kind.rawValue) \($0.path)" }
  }

  @Test func aNodeInsertedBeforeAnInputIsAddedAndTheInputKeepsItsNode() {
    let old = ViewNode.screen(title: "t", children: [name, share])
    let new = ViewNode.screen(title: "t", children: [.text("Error above"), name, .text("between"), share])
    #expect(checked(old, new) == ["add /children/0", "add /children/2"])
  }

  @Test func aNodeRemovedBeforeAnInputIsRemovedAndTheInputKeepsItsNode() {
    let old = ViewNode.screen(title: "t", children: [.text("a"), .spinner(label: nil), name])
    let new = ViewNode.screen(title: "t", children: [name])
    #expect(checked(old, new) == ["remove /children/0", "remove /children/0"])
  }

  @Test func anInputsMembersChangeInPlace() {
    var changed = Field(key: "name", label: "Name", value: "Bob", error: "Taken")
    changed.stamp = InputStamp(seq: 3, set: 0)
    let old = ViewNode.screen(
      title: "t", children: [.form(Form(key: "f", submit: .init(action: "s", title: "S"), children: [name]))])
    let new = ViewNode.screen(
      title: "t",
      children: [
        .form(Form(key: "f", submit: .init(action: "s", title: "S"), pending: true, children: [.field(changed)]))
      ])
    #expect(
      checked(old, new) == [
        "replace /children/0/pending", "replace /children/0/children/0/value", "replace /children/0/children/0/seq",
        "add /children/0/children/0/error",
      ])
  }

  @Test func anInputWithAnotherKeyIsAnotherInput() {
    let other = ViewNode.field(Field(key: "nickname", label: "Name", value: "Ada"))
    #expect(
      checked(.screen(title: "t", children: [name]), .screen(title: "t", children: [other])) == [
        "remove /children/0", "add /children/0",
      ])
  }

  @Test func insideSectionsAndStacksTheSame() {
    let old = ViewNode.screen(
      title: "t", children: [.section(title: "s", children: [.stack(axis: .vertical, children: [name])])])
    let new = ViewNode.screen(
      title: "u", children: [.section(title: "s", children: [.stack(axis: .vertical, children: [.text("x"), name])])])
    #expect(checked(old, new) == ["replace /title", "add /children/0/children/0/children/0"])
  }
}
