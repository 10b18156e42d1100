import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The form assembled by its module, driven as a frontend would, its save
/// run against a gateway spy; what it shows is read back by key.
@Suite("My part screen")
struct MyPartScreenTests {
  func open(_ gateway: MyScreenGatewaySpy = MyScreenGatewaySpy()) throws -> ScreenTester {
    try ScreenTester(MyPartModule(effects: MyScreenEffectHandler(gateway: gateway)))
  }

  @Test func anEmptyTitleIsAProblemOnceFocusLeftIt() throws {
    let screen = try open()
    #expect(screen.field("title")?.required == true)
    try screen.edit("title", .text(" "))
    #expect(screen.error(of: "title") == nil)
    try screen.edit("title", .text(" "), left: true)
    #expect(screen.error(of: "title") == "A title is needed.")
    try screen.edit("title", .text("Milk"))
    #expect(screen.error(of: "title") == nil)
  }

  @Test func saveWithoutATitleShowsTheProblemAndSavesNothing() throws {
    let screen = try open()
    try screen.send("save")
    #expect(screen.error(of: "title") == "A title is needed.")
    #expect(screen.pendingEffects.isEmpty && screen.navigations.isEmpty)
  }

  @Test func aSavedItemGoesBack() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    try screen.edit("title", .text("Milk"))
    try screen.edit("notes", .text("2 l"))
    try screen.edit("secret", .text("1234"))
    try screen.send("save")
    #expect(screen.form("item")?.pending == true && screen.field("title")?.enabled == false)
    #expect(throws: ActionError.unavailable("save", "the item is being saved")) { try screen.send("save") }
    await screen.runEffects()
    #expect(gateway.calls == [.add(MyScreenDraft(title: "Milk", notes: "2 l", secret: "1234"))])
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func aFailedSaveIsTheFormsMessageAndKeepsWhatWasTyped() async throws {
    let screen = try open(MyScreenGatewaySpy(failing: .unavailable("locked")))
    try screen.edit("title", .text("Milk"))
    try screen.send("save")
    await screen.runEffects()
    #expect(screen.formMessage("item") == "Not saved: The items cannot be read or saved now.")
    #expect(screen.field("title")?.value == "Milk" && screen.form("item")?.pending == false)
    #expect(screen.navigations.isEmpty)
  }

  @Test func aSnapshotKeepsTheTypedTextButNotTheSecret() throws {
    let screen = try open()
    try screen.edit("title", .text("Milk"), left: true)
    try screen.edit("notes", .text("2 l"))
    try screen.edit("secret", .text("1234"))
    let snapshot = try #require(screen.snapshot)
    #expect(!"\(snapshot)".contains("1234"))
    let restored = try ScreenTester(
      MyPartModule(effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy())), restoring: snapshot)
    #expect(restored.field("title")?.value == "Milk" && restored.field("notes")?.value == "2 l")
    #expect(restored.field("secret")?.value == "")
  }

  @Test func cancelGoesBackAndUnknownActionsAreRefused() throws {
    let screen = try open()
    #expect(throws: ActionError.unknownAction("fly")) { try screen.send("fly") }
    try screen.send("cancel")
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }
}
