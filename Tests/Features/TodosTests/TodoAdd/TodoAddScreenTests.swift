import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The form through its module, over the store double: its controls, the
/// edits by their wire names, the save and its failure, the snapshot.
@Suite("To-do add screen")
struct TodoAddScreenTests {
  let store = TodoStoreSpy()
  var module: TodoAddModule { TodoAddModule(effects: TodosEffectHandler(store: store), tokens: DraftTokensStub()) }

  static func form(_ screen: ScreenTester) throws -> Form {
    guard case .form(let form)? = screen.view.children.first else { throw FormMissing() }
    return form
  }

  struct FormMissing: Error {}

  static func fields(_ form: Form) -> [String: Field] {
    Dictionary(
      uniqueKeysWithValues: form.children.compactMap { node -> (String, Field)? in
        if case .field(let field) = node { return (field.key.rawValue, field) }
        return nil
      })
  }

  static func choices(_ form: Form) -> [String: Choice] {
    Dictionary(
      uniqueKeysWithValues: form.children.compactMap { node -> (String, Choice)? in
        if case .choice(let choice) = node { return (choice.key.rawValue, choice) }
        return nil
      })
  }

  @Test func theFormHasATitleTwoChoicesADateAndATime() throws {
    let screen = try ScreenTester(module)
    let form = try Self.form(screen)
    #expect(form.key == "todo" && form.submit == FormSubmit(action: "add", title: "Add") && !form.pending)
    #expect(form.children.map(\.inputKey) == ["title", "priority", "tags", "due", "at"])
    let fields = Self.fields(form)
    #expect(
      fields["title"]
        == Field(
          key: "title", label: "Title", sending: .change(debounceMs: 250), placeholder: "What needs doing?",
          required: true, maxLength: 200))
    #expect(
      fields["due"]
        == Field(key: "due", label: "Due date", kind: .date, sending: .leave, min: "2000-01-01", max: "2099-12-31"))
    #expect(fields["at"] == Field(key: "at", label: "Time", kind: .time, sending: .leave))
    let choices = Self.choices(form)
    #expect(
      choices["priority"]
        == .one(
          key: "priority", label: "Priority",
          options: [
            .init(key: "low", title: "Low"), .init(key: "normal", title: "Normal"), .init(key: "high", title: "High"),
          ],
          chosen: "normal", style: .inline, required: true))
    #expect(
      choices["tags"]
        == .many(
          key: "tags", label: "Tags",
          options: [
            .init(key: "home", title: "Home"), .init(key: "work", title: "Work"), .init(key: "errand", title: "Errand"),
          ],
          chosen: []))
  }

  @Test func aValidSubmitSavesEveryValueWhilePendingAndGoesBack() async throws {
    let screen = try ScreenTester(module)
    try screen.edit("title", .text("Buy milk"))
    try screen.edit("priority", .choice("high"))
    try screen.edit("tags", .choices(["errand"]))
    try screen.edit("due", .text("2026-03-01"), left: true)
    try screen.edit("at", .text("09:30"), left: true)
    try screen.send("add")
    let pending = try Self.form(screen)
    #expect(pending.pending)
    #expect(Self.fields(pending).values.allSatisfy { !$0.enabled })
    #expect(Self.choices(pending).values.allSatisfy { !$0.enabled })
    #expect(throws: ActionError.self) { try screen.send("add") }
    await screen.runEffects()
    #expect(store.calls == [.add(.milk)])
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func problemsShowAfterLeavingOrSubmittingAndNothingIsSaved() throws {
    let screen = try ScreenTester(module)
    try screen.edit("at", .text("09:30"))
    #expect(Self.fields(try Self.form(screen))["at"]?.error == nil)
    try screen.edit("at", .text("09:30"), left: true)
    #expect(Self.fields(try Self.form(screen))["at"]?.error == "A time needs a due date")
    try screen.send("add")
    let fields = Self.fields(try Self.form(screen))
    #expect(fields["title"]?.error == "Enter a title")
    #expect(screen.pendingEffects.isEmpty)
  }

  @Test func aDatabaseThatRefusesKeepsEveryValueAndSaysWhy() async throws {
    store.failWrites(with: .storage(detail: "attempt to write a readonly database"))
    let screen = try ScreenTester(module)
    try screen.edit("title", .text("Buy milk"))
    try screen.edit("tags", .choices(["home", "work"]))
    try screen.send("add")
    await screen.runEffects()
    let form = try Self.form(screen)
    #expect(!form.pending)
    #expect(
      form.message == "Not saved: could not use the local database (attempt to write a readonly database). Try again.")
    #expect(Self.fields(form)["title"]?.value == "Buy milk")
    #expect(Self.choices(form)["tags"]?.value == .choices(["home", "work"]))
    #expect(screen.navigations.isEmpty)
  }

  @Test func wrongValuesAreRefused() throws {
    let screen = try ScreenTester(module)
    #expect(throws: ActionError.self) { try screen.edit("priority", .choices(["high"])) }
    #expect(throws: ActionError.self) { try screen.edit("tags", .choices(["garden"])) }
    #expect(throws: ActionError.self) { try screen.edit("title", .on(true)) }
    #expect(throws: ActionError.self) { try screen.edit("nope", .text("x")) }
    try screen.edit("priority", .choice(nil))  // none: the form keeps "normal"
    #expect(Self.choices(try Self.form(screen))["priority"]?.value == .choice("normal"))
  }

  @Test func whatWasTypedSurvivesASnapshotAndASaveUnderWayIsSentAgainOnce() async throws {
    let screen = try ScreenTester(module)
    try screen.edit("title", .text("Buy milk"))
    try screen.edit("priority", .choice("high"))
    try screen.edit("due", .text("2026-03-01"), left: true)
    try screen.send("add")
    let saving = try screen.expectSnapshotRoundTrip(through: module)
    await screen.runEffects()  // saved, and then the host stopped before the answer
    let restored = try ScreenTester(module, restoring: saving)
    #expect(Self.fields(try Self.form(restored))["title"]?.value == "Buy milk")
    await restored.runEffects()
    #expect(store.saved.count == 1)
    #expect(restored.navigations.map(NavigationStep.init) == [.pop])
  }
}

extension ViewNode {
  fileprivate var inputKey: String? {
    switch self {
    case .field(let field): field.key.rawValue
    case .choice(let choice): choice.key.rawValue
    default: nil
    }
  }
}
