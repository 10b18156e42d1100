import Testing
import ViperKit
import Wire

@testable import Host

/// Rule 8 for the controls: a frontend that does not announce `choice`,
/// `toolbar`, `list.actions` or `list.toggle` reads them, and can still
/// reach every action.
@Suite("What an older frontend gets for the controls (rule 8)")
struct ControlsFallbackTests {
  let options = [ChoiceOption(key: "s", title: "Small"), ChoiceOption(key: "m", title: "Medium")]
  var rows: ViewNode {
    .list(
      action: "open",
      items: ListRows([
        ListItem(
          key: "milk", title: "Buy milk",
          actions: [
            NodeAction(action: "edit", title: "Edit"),
            NodeAction(action: "delete", title: "Delete", role: .destructive),
          ],
          toggle: RowToggle(on: true)),
        ListItem(key: "tax", title: "Tax", actions: [NodeAction(action: "delete", title: "Delete")]),
        ListItem(key: "plain", title: "Plain"),
      ]))
  }

  @Test func choicesAndToolbarsBecomeTextAndButtons() {
    let tree = ViewNode.screen(
      title: "T",
      children: [
        .toolbar([
          NodeAction(action: "add", title: "Add"), NodeAction(action: "clear", title: "Clear", enabled: false),
        ]),
        .choice(.one(key: "size", label: "Size", options: options, chosen: nil, error: "Pick one")),
        .choice(.many(key: "tags", label: "Tags", options: options, chosen: ["m", "s"])),
      ])
    #expect(
      NodeVocabulary(renders: []).adapt(tree)
        == .screen(
          title: "T",
          children: [
            .button(action: "add", title: "Add"), .button(action: "clear", title: "Clear", enabled: false),
            .text("Size: (none)"), .text("Size: Pick one"), .text("Tags: Small, Medium"),
          ]))
  }

  @Test func withoutRowFeaturesEveryActionStaysReachableAndTheToggleReads() {
    let adapted = NodeVocabulary(renders: ["section"]).adapt(.screen(title: "T", children: [rows]))
    #expect(
      adapted
        == .screen(
          title: "T",
          children: [
            .list(
              action: "open",
              items: ListRows([
                ListItem(key: "milk", title: "Buy milk: on"), ListItem(key: "tax", title: "Tax"),
                ListItem(key: "plain", title: "Plain"),
              ])),
            .section(
              title: "Edit",
              children: [.list(action: "edit", items: ListRows([ListItem(key: "milk", title: "Buy milk: on")]))]),
            .section(
              title: "Delete",
              children: [
                .list(
                  action: "delete",
                  items: ListRows([ListItem(key: "milk", title: "Buy milk: on"), ListItem(key: "tax", title: "Tax")]))
              ]),
          ]))
    // Without sections too: a text heads each action's list.
    guard case .screen(let screen) = NodeVocabulary(renders: []).adapt(.screen(title: "T", children: [rows]))
    else {
      Issue.record("no screen")
      return
    }
    let children = screen.children
    #expect(children.count == 5 && children[1] == .text("Edit") && children[3] == .text("Delete"))
  }

  @Test func oneFeatureAnnouncedKeepsThatMember() {
    guard
      case .screen(let screen) = NodeVocabulary(renders: ["list.toggle"]).adapt(
        .screen(title: "T", children: [rows])),
      case .list(let list)? = screen.children.first
    else {
      Issue.record("no list")
      return
    }
    let items = list.items
    #expect(items[0].toggle == RowToggle(on: true) && items[0].actions.isEmpty && items[0].title == "Buy milk")
    #expect(NodeVocabulary(renders: NodeVocabulary.all).adapt(rows) == rows)
  }
}
