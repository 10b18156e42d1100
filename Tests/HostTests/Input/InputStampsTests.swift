import Testing
import ViperKit

@testable import Host

@Suite("Input stamps (PROTOCOL.md §6, rule 1)")
struct InputStampsTests {
  func screen(_ value: String, on: Bool = false) -> ViewNode {
    .screen(
      title: "t",
      children: [
        .form(
          Form(
            key: "f", submit: FormSubmit(action: "save", title: "Save"),
            children: [.section(title: "s", children: [.field(Field(key: "name", label: "Name", value: value))])])),
        .toggle(Toggle(key: "share", label: "Share", on: on)),
      ])
  }

  func stamp(_ key: InputKey, in tree: ViewNode) -> InputStamp? {
    switch tree.input(key)?.input {
    case .field(let field)?: field.stamp
    case .toggle(let toggle)?: toggle.stamp
    case .choice(let choice)?: choice.stamp
    case nil: nil
    }
  }

  @Test func anEditSetsSeqAndItsOwnChangeIsNoReplacement() {
    var stamps = InputStamps()
    _ = stamps.stamp(screen(""))
    stamps.edited("name", seq: 4)
    let tree = stamps.stamp(screen("Ada"))
    #expect(stamp("name", in: tree) == InputStamp(seq: 4, set: 0))
    #expect(stamps.seq(of: "name") == 4 && stamps.seq(of: "share") == 0)
  }

  @Test func aChangeNotMadeByAnEditOfThatInputCountsInSet() {
    var stamps = InputStamps()
    _ = stamps.stamp(screen("Ada"))
    stamps.edited("share", seq: 1)  // another input's edit does not excuse this one's change
    let tree = stamps.stamp(screen("", on: true))
    #expect(stamp("name", in: tree) == InputStamp(seq: 0, set: 1))
    #expect(stamp("share", in: tree) == InputStamp(seq: 1, set: 0))
    let again = stamps.stamp(screen("Bo", on: false))
    #expect(stamp("name", in: again) == InputStamp(seq: 0, set: 2))
    #expect(stamp("share", in: again) == InputStamp(seq: 1, set: 1))
  }

  @Test func anUnchangedValueAfterAnEditStillCarriesTheEditsSeq() {
    var stamps = InputStamps()
    let first = stamps.stamp(screen("12"))
    stamps.edited("name", seq: 1)
    let refused = stamps.stamp(screen("12"))
    #expect(refused != first, "the refused edit's answer must differ from the tree sent before")
    #expect(stamp("name", in: refused) == InputStamp(seq: 1, set: 0))
  }

  @Test func aTreeWithoutInputsIsReturnedAsItIs() {
    var stamps = InputStamps()
    let tree = ViewNode.screen(title: "t", children: [.text("a"), .list(action: "open", items: ListRows([]))])
    #expect(stamps.stamp(tree) == tree)
  }
}
