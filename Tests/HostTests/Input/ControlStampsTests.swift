import Testing
import ViperKit

@testable import Host

/// Rule 1 for the controls: a choice and a row's toggle carry `seq` and `set` like any input.
@Suite("Input stamps of choices and rows' toggles")
struct ControlStampsTests {
  let options = [ChoiceOption(key: "s", title: "S"), ChoiceOption(key: "m", title: "M")]

  func screen(size: String?, done: Bool) -> ViewNode {
    .screen(
      title: "t",
      children: [
        .choice(.one(key: "size", label: "Size", options: options, chosen: size)),
        .list(action: "o", items: ListRows([ListItem(key: "milk", title: "Milk", toggle: RowToggle(on: done))])),
      ])
  }

  func stamp(_ key: InputKey, in tree: ViewNode) -> InputStamp? {
    switch tree.input(key)?.input {
    case .choice(let choice)?: choice.stamp
    case .toggle(let toggle)?: toggle.stamp
    default: nil
    }
  }

  @Test func editsSetSeqAndTheModulesOwnChangesCountInSet() {
    var stamps = InputStamps()
    _ = stamps.stamp(screen(size: "m", done: false))
    stamps.edited("size", seq: 3)
    stamps.edited("milk", seq: 1)
    let answered = stamps.stamp(screen(size: "s", done: true))
    #expect(stamp("size", in: answered) == InputStamp(seq: 3, set: 0))
    #expect(stamp("milk", in: answered) == InputStamp(seq: 1, set: 0))
    let replaced = stamps.stamp(screen(size: nil, done: false))
    #expect(stamp("size", in: replaced) == InputStamp(seq: 3, set: 1))
    #expect(stamp("milk", in: replaced) == InputStamp(seq: 1, set: 1))
  }
}
