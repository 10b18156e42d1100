import Testing
import ViperKit
import Wire

@testable import Host

@Suite("What a frontend that renders fewer types gets (rule 8)")
struct NodeVocabularyTests {
  let form = ViewNode.form(
    Form(
      key: "f", submit: FormSubmit(action: "save", title: "Save"), pending: true, message: "Saving failed",
      children: [
        .section(
          title: "You",
          children: [
            .field(Field(key: "name", label: "Name", value: "Ada", error: "Too short")),
            .field(Field(key: "empty", label: "Empty")),
            .field(Field(key: "token", label: "Token", kind: .secure, value: "s3cret")),
          ]),
        .stack(axis: .horizontal, children: [.toggle(Toggle(key: "share", label: "Share", on: true))]),
      ]))

  @Test func theFirstEightOnlyGetTextAndAButton() {
    let adapted = NodeVocabulary(renders: []).adapt(.screen(title: "T", children: [form, .text("after")]))
    #expect(
      adapted
        == .screen(
          title: "T",
          children: [
            .text("You"), .text("Name: Ada"), .text("Name: Too short"), .text("Empty: (empty)"),
            .text("Token: (hidden)"), .text("Share: on"), .text("Saving failed"),
            .button(action: "save", title: "Save", enabled: false, busy: true), .text("after"),
          ]))
    #expect(!JSONSerializer.string(adapted.json).contains("s3cret"))
  }

  @Test func aFrontendThatRendersEveryTypeGetsTheTreeAsItIs() {
    let tree = ViewNode.screen(title: "T", children: [form])
    #expect(NodeVocabulary().adapt(tree) == tree)
    #expect(NodeVocabulary(renders: NodeVocabulary.all).rendersAll)
  }

  @Test func someTypesRenderedTheRestAsText() {
    let adapted = NodeVocabulary(renders: ["form", "field"]).adapt(.screen(title: "T", children: [form]))
    guard case .screen(let screen) = adapted, case .form(let kept)? = screen.children.first else {
      Issue.record("the form was not kept: \(adapted)")
      return
    }
    #expect(kept.children.first == .text("You"))
    #expect(kept.children.contains(.text("Share: on")))
    #expect(kept.children.filter { if case .field = $0 { true } else { false } }.count == 3)
  }
}

extension NodeVocabularyTests {
  @Test func aTreeWithNothingToAdaptIsTheSameTree() {
    let tree = ViewNode.screen(title: "T", children: [.text("a"), .button(action: "go", title: "Go", busy: true)])
    #expect(NodeVocabulary(renders: []).adapt(tree) == tree)
    let stacked = ViewNode.screen(title: "T", children: [.stack(axis: .vertical, children: [.text("a")])])
    #expect(NodeVocabulary(renders: ["stack"]).adapt(stacked) == stacked)
    #expect(NodeVocabulary(renders: []).adapt(stacked) == .screen(title: "T", children: [.text("a")]))
  }
}
