import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

@Suite("View nodes into json-c")
struct ViewNodeTreeTests {
  static let everyNode: ViewNode = .screen(
    title: "All \"quoted\" / ünïcode",
    children: [
      .text("a\nb"), .image(.name("logo")), .image(.url("https://example.com/a.png")),
      .button(action: "go", title: "Go", enabled: false),
      .list(
        action: "select",
        items: [
          ListItem(key: "1", title: ""),
          ListItem(key: "2", title: "Two", subtitle: "2nd", accessory: ListAccessory(action: "apply", title: "Apply")),
        ]),
      .picker(action: "count", label: "How many?", options: [PickerOption(key: "1", title: "1")], selected: nil),
      .picker(action: "count", label: "How many?", options: [], selected: "1"),
      .spinner(label: nil), .spinner(label: "Loading"),
      .alert(title: "Oops", message: "No network", actions: [AlertAction(action: "retry", title: "Retry")]),
    ])

  /// The fast path must write exactly what the definition says.
  @Test func theHotPathWritesTheSameBytesAsTheDefinition() {
    let fast = JSONSerializer.withText(of: ViewNodeTree.make(Self.everyNode)) { Array($0) }
    #expect(String(decoding: fast, as: UTF8.self) == JSONSerializer.string(Self.everyNode.json))
  }
}
