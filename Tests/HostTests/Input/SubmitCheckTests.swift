import Testing
import ViperKit

@testable import Host

@Suite("A pending form's submit")
struct SubmitCheckTests {
  func tree(pending: Bool) -> ViewNode {
    .screen(
      title: "Form",
      children: [
        .form(
          Form(
            key: "form", submit: FormSubmit(action: "save", title: "Save"), pending: pending,
            children: [.field(Field(key: "name", label: "Name"))])),
        .button(action: "clear", title: "Clear"),
      ])
  }

  @Test func isRefusedWhileTheFormIsPending() {
    #expect(throws: ActionError.unavailable("save", "the form \"form\" is being submitted")) {
      try SubmitCheck.check("save", in: tree(pending: true))
    }
  }

  @Test func isTakenWhenTheFormIsNotPending() throws {
    try SubmitCheck.check("save", in: tree(pending: false))
  }

  @Test func otherActionsAndViewsNotYetSentAreNotItsConcern() throws {
    try SubmitCheck.check("clear", in: tree(pending: true))
    try SubmitCheck.check("save", in: nil)
    try SubmitCheck.check("save", in: .screen(title: "No form", children: [.button(action: "save", title: "Save")]))
  }
}
