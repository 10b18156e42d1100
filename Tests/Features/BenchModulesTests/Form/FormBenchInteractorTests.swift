import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

@Suite("Form bench interactor")
struct FormBenchInteractorTests {
  @Test func editsNormalizeRefuseAndMarkWhatWasLeft() {
    var tester = InteractorTester(FormBenchInteractor(saveMs: 0))
    tester.send(.edited(.upper, text: "abc", left: false)) { $0.values[.upper] = "ABC" }
    tester.send(.edited(.digits, text: "12", left: false)) { $0.values[.digits] = "12" }
    tester.send(.edited(.digits, text: "12x", left: true)) { $0.checked = [.digits] }
    tester.send(.shareFlipped(true)) { $0.share = true }
    tester.send(.clearTapped) { $0.values[.name] = "" }
  }

  @Test func aSubmitChecksEveryInputAndSavesOnlyAValidForm() {
    var tester = InteractorTester(FormBenchInteractor(saveMs: 5))
    tester.send(.submitted) { $0.checked = Set(FormBenchInteractor.Input.allCases) }
    tester.send(.edited(.name, text: "Ada", left: false)) { $0.values[.name] = "Ada" }
    tester.send(.edited(.token, text: "s", left: false)) { $0.values[.token] = "s" }
    let summary = "name=Ada email= upper= digits= note= share=false token=set"
    tester.send(.submitted, effects: [FormBenchSave(summary: summary, delayMs: 5)]) { $0.saving = true }
    tester.send(.edited(.name, text: "Bob", left: false))  // ignored while saving
    tester.receive(FormBenchSaved(summary: summary)) {
      $0.saving = false
      $0.saved = summary
    }
  }

  @Test func theTokenIsNeverInASnapshotAndTheRestIsInAFixedOrder() throws {
    let screen = try ScreenTester(FormBenchModule())
    try screen.edit("token", .text("s3cret"))
    try screen.edit("name", .text("Ada"))
    try screen.edit("email", .text("a"), left: true)
    let snapshot = try #require(screen.snapshot)
    #expect(snapshot["values"] == ["name": "Ada", "email": "a"])
    #expect(snapshot["checked"] == ["email"])
    let restored = try ScreenTester(FormBenchModule(), restoring: snapshot)
    #expect(restored.view.input("name")?.input.value == .text("Ada"))
    #expect(restored.view.input("token")?.input.value == .text(""))
  }

  @Test func theViewShowsErrorsOnlyOnceCheckedAndIsReadOnlyWhileSaving() async throws {
    let screen = try ScreenTester(FormBenchModule(), input: .json(["saveMs": 10]))
    try screen.edit("email", .text("nope"))
    guard case .field(let typing)? = screen.view.input("email")?.input else { throw FormBenchTestError() }
    #expect(typing.error == nil)
    try screen.edit("email", .text("nope"), left: true)
    guard case .field(let left)? = screen.view.input("email")?.input else { throw FormBenchTestError() }
    #expect(left.error == "An email address has an @")
    try screen.edit("name", .text("Ada"))
    try screen.edit("email", .text("a@b"))
    try screen.send("save")
    #expect(screen.view.input("name")?.form?.pending == true)
    #expect(screen.view.inputProblem == nil)
    await screen.runEffects()
    #expect(screen.view.input("name")?.form?.pending == false)
    #expect(throws: ActionError.unknownAction("nothing")) { try screen.edit("nothing", .text("x")) }
  }
}

struct FormBenchTestError: Error {}
