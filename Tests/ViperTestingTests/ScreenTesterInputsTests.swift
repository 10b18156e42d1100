import Testing
import ViperKit
import ViperTesting

/// A test reads a form's fields, their errors, its toggles and its message by
/// key, as the host would send them, with no visitor of its own.
@Suite("ScreenTester's inputs")
struct ScreenTesterInputsTests {
  @Test func aFieldIsFoundByKeyInsideItsFormWithItsValue() throws {
    let screen = ScreenTester(toyFormScreen())
    #expect(screen.field("name")?.value == "")
    try screen.edit("name", .text("Ada"))
    #expect(screen.field("name")?.value == "Ada")
    #expect(screen.field("name")?.label == "Name")
  }

  @Test func aFieldsErrorShowsAfterFocusLeftIt() throws {
    let screen = ScreenTester(toyFormScreen())
    try screen.edit("name", .text(""))
    #expect(screen.error(of: "name") == nil)
    try screen.edit("name", .text(""), left: true)
    #expect(screen.error(of: "name") == "A name is needed.")
    try screen.edit("name", .text("Ada"))
    #expect(screen.error(of: "name") == nil)
  }

  @Test func theFormsMessageAndTheToggle() throws {
    let screen = ScreenTester(toyFormScreen())
    #expect(screen.formMessage("person") == nil)
    #expect(screen.form("person")?.submit.action == "save")
    try screen.send("save")
    #expect(screen.formMessage("person") == "Nothing was saved.")
    #expect(screen.toggle("notify")?.on == false)
    try screen.edit("notify", .on(true))
    #expect(screen.toggle("notify")?.on == true)
  }

  @Test func aChoiceIsReadByKeyWithItsError() throws {
    let screen = ScreenTester(toyFormScreen())
    #expect(screen.choice("size")?.chosen == [])
    try screen.edit("name", .text("Ada"))
    try screen.send("save")
    #expect(screen.error(of: "size") == "Pick a size." && screen.error(of: "name") == nil)
    try screen.edit("size", .choice("s"))
    #expect(screen.choice("size")?.chosen == ["s"])
  }

  @Test func aKeyTheViewDoesNotHaveOrOfAnotherKindIsNil() {
    let screen = ScreenTester(toyFormScreen())
    #expect(screen.field("notify") == nil)
    #expect(screen.toggle("name") == nil && screen.choice("notify") == nil)
    #expect(screen.form("name") == nil)
    #expect(screen.field("nope") == nil && screen.error(of: "nope") == nil && screen.formMessage("nope") == nil)
  }
}
