import Testing
import ViperKit

@Suite("Form progress and text field keys")
struct FormProgressTests {
  enum Field: String, Hashable, Codable, Sendable, CaseIterable, TextFieldKey {
    case title
    case coverLetter = "cover-letter"
  }

  @Test func aProblemShowsOnceItsFieldWasLeftOrTheFormSubmitted() {
    let problems: [Field: String] = [.title: "missing", .coverLetter: "too long"]
    var progress = FormProgress<Field>()
    progress.edited(.title, leaving: false)
    #expect(progress.shown(problems).isEmpty)  // not while typing
    progress.edited(.coverLetter, leaving: true)
    #expect(progress.shown(problems) == [.coverLetter: "too long"])
    progress.edited(.title, leaving: true)
    progress.edited(.title, leaving: true)
    #expect(progress.left == [.title, .coverLetter])  // once each, in the form's order
    var submitted = FormProgress<Field>()
    submitted.submit()
    #expect(submitted.shown(problems) == problems && submitted.shows(.title))
  }

  @Test func itIsSavedWithTheStateAndReadBackInTheFormsOrder() throws {
    let progress = FormProgress<Field>(left: [.coverLetter, .title], submitted: true)
    #expect(progress.left == [.title, .coverLetter])
    let json = try JSONValueEncoder.encode(progress)
    #expect(try JSONValueDecoder.decode(FormProgress<Field>.self, from: json) == progress)
  }

  @Test func anEditFindsItsFieldByKey() throws {
    let edit = InputEdit(key: "cover-letter", value: .text("Dear team"), left: true)
    let found = try #require(try Field.edit(edit))
    #expect(found.field == .coverLetter && found.text == "Dear team" && found.left)
    #expect(Field.title.inputKey == "title")
    #expect(try Field.edit(InputEdit(key: "share", value: .text("x"))) == nil)  // not a text field of this form
    #expect(throws: ActionError.self) { try Field.edit(InputEdit(key: "title", value: .on(true))) }
  }
}
