import JSONValue
import Testing
import ViperKit

@testable import Host

@Suite("Edits checked against the input as sent")
struct EditCheckTests {
  let name = ViewInput.field(Field(key: "name", label: "Name", maxLength: 3))
  let note = ViewInput.field(Field(key: "note", label: "Note", kind: .multiline))
  let token = ViewInput.field(Field(key: "token", label: "Token", kind: .secure))
  let share = ViewInput.toggle(Toggle(key: "share", label: "Share", on: false))

  func check(_ input: ViewInput, form: Form? = nil, value: JSONValue? = nil, secret: JSONValue? = nil)
    -> Result<InputEdit, EditRefusal>
  {
    Result { () throws(EditRefusal) in
      try EditCheck.edit(of: input, in: form, value: value, secret: secret, left: false)
    }
  }

  @Test func valuesThatFitBecomeEdits() throws {
    #expect(try check(name, value: "Ada").get() == InputEdit(key: "name", value: .text("Ada")))
    #expect(try check(name, value: "ééé").get().value == .text("ééé"))  // characters, not bytes
    #expect(try check(note, value: "a\nb\r\nc").get().value == .text("a\nb\r\nc"))
    #expect(try check(token, secret: "s").get().value == .text("s"))
    #expect(try check(share, value: true).get().value == .on(true))
  }

  @Test func valuesThatDoNotFitAreRefused() {
    for (input, value, secret) in [
      (name, "four", nil), (name, "a\nb", nil), (name, "a\r", nil), (name, nil, "s"), (token, "s", nil),
      (share, "true", nil), (name, nil, nil),
    ] as [(ViewInput, JSONValue?, JSONValue?)] {
      guard case .failure(.invalidValue) = check(input, value: value, secret: secret) else {
        Issue.record("\(input.key) took \(String(describing: value)) / \(String(describing: secret))")
        continue
      }
    }
    #expect(check(name, value: true).isRefusedAsInvalid && check(share, value: 1).isRefusedAsInvalid)
  }

  @Test func aDisabledInputOrAPendingFormTakesNoEdit() {
    let disabled = ViewInput.field(Field(key: "name", label: "Name", enabled: false))
    #expect(check(disabled, value: "a") == .failure(.unavailable("the field is disabled")))
    let off = ViewInput.toggle(Toggle(key: "share", label: "Share", on: false, enabled: false))
    #expect(check(off, value: true) == .failure(.unavailable("the toggle is disabled")))
    let pending = Form(key: "f", submit: FormSubmit(action: "save", title: "Save"), pending: true, children: [])
    #expect(check(name, form: pending, value: "a") == .failure(.unavailable("its form is being submitted")))
  }
}

extension Result where Failure == EditRefusal {
  var isRefusedAsInvalid: Bool {
    if case .failure(.invalidValue) = self { return true }
    return false
  }
}
