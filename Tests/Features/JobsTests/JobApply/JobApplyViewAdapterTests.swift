import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job apply view adapter")
struct JobApplyViewAdapterTests {
  let adapter = JobApplyViewAdapter()

  func model(_ state: JobApplyInteractor) -> JobApplyViewModel { JobApplyPresenter().present(state) }

  @Test func rendersOneFormWithTheFourInputs() {
    var state = JobApplyInteractorTests.filled
    _ = state.handle(.intent(.edited(.email, text: "ada@", left: true)))
    #expect(
      adapter.render(model(state))
        == .screen(
          title: "Apply: iOS Engineer",
          children: [
            .form(
              Form(
                key: "application", submit: FormSubmit(action: "send", title: "Send application"),
                children: [
                  .field(
                    Field(
                      key: "name", label: "Name", value: " Ada ", sending: .change(debounceMs: 250), required: true,
                      maxLength: 200)),
                  .field(
                    Field(
                      key: "email", label: "Email", kind: .email, value: "ada@", sending: .change(debounceMs: 250),
                      placeholder: "you@example.org", error: "Enter an address like name@example.org",
                      required: true, maxLength: 200)),
                  .field(
                    Field(
                      key: "cover-letter", label: "Cover letter", kind: .multiline, value: "Hi\nthere",
                      sending: .change(debounceMs: 300), placeholder: "Why this job? (optional)", hint: "8/2000",
                      maxLength: 2000)),
                  .toggle(Toggle(key: "share-github", label: "Share my GitHub login", on: true)),
                ]))
          ]))
  }

  @Test func whileSavingTheFormIsPendingAndReadOnlyWithItsMessageAfterAFailure() throws {
    var state = JobApplyInteractorTests.filled
    _ = state.handle(.intent(.submitted))
    guard case .screen(let screen) = adapter.render(model(state)), case .form(let form) = screen.children.first else {
      Issue.record("no form")
      return
    }
    #expect(form.pending)
    #expect(
      form.children.allSatisfy { node in
        switch node {
        case .field(let field): !field.enabled
        case .toggle(let toggle): !toggle.enabled
        default: false
        }
      })
    #expect(throws: ActionError.self) { try adapter.intent(for: "send", value: nil, in: model(state)) }
  }

  @Test func editsAndTheSubmitBecomeIntents() throws {
    let shown = model(JobApplyInteractorTests.form)
    #expect(try adapter.intent(for: "send", value: nil, in: shown) == .submitted)
    #expect(
      try adapter.intent(for: InputEdit(key: "name", value: .text("Ada"), left: true), in: shown)
        == .edited(.name, text: "Ada", left: true))
    #expect(
      try adapter.intent(for: InputEdit(key: "email", value: .text("a@b.c")), in: shown)
        == .edited(.email, text: "a@b.c", left: false))
    #expect(
      try adapter.intent(for: InputEdit(key: "cover-letter", value: .text("Hi")), in: shown)
        == .edited(.coverLetter, text: "Hi", left: false))
    #expect(try adapter.intent(for: InputEdit(key: "share-github", value: .on(true)), in: shown) == .shareFlipped(true))
  }

  @Test(arguments: [InputEdit(key: "phone", value: .text("1")), InputEdit(key: "name", value: .on(true))])
  func unknownInputsAreRefused(edit: InputEdit) {
    #expect(throws: ActionError.self) { try adapter.intent(for: edit, in: model(JobApplyInteractorTests.form)) }
  }

  @Test func anUnknownActionIsRefused() {
    #expect(throws: ActionError.unknownAction("apply")) {
      try adapter.intent(for: "apply", value: nil, in: model(JobApplyInteractorTests.form))
    }
  }
}
