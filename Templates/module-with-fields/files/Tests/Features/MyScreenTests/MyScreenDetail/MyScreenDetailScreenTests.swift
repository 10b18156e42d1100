import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The detail over a gateway spy: a line per field (a secret only as "Saved"), Edit, and a Delete that asks first.
@Suite("My screen detail")
struct MyScreenDetailScreenTests {
  func open(_ gateway: MyScreenGatewaySpy, id: Int = 1) async throws -> ScreenTester {
    let screen = try ScreenTester(
      MyScreenDetailModule(effects: MyScreenEffectHandler(gateway: gateway)),
      input: .typed(MyScreenDetailInput(id: id)))
    await screen.runEffects()
    return screen
  }

  @Test func everyFieldHasItsLineAndASecretOnlyThatItIsSaved() async throws {
    // The item holds its secrets themselves (a gateway never reads one back): the detail still says only "Saved".
    let item = RecordItem(id: 1, values: RecordItem.exampleValues)
    let screen = try await open(MyScreenGatewaySpy(items: [item]))
    let texts = screen.view.children.compactMap { node -> String? in
      if case .text(let text) = node { text.text } else { nil }
    }
    #expect(texts == MyScreenFields.all.map { "\($0.label): \(item.shown($0))" })
    #expect(!"\(screen.view)".contains("s3cret"))
  }

  @Test func deleteAsksFirstThenGoesBack() async throws {
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1)])
    let screen = try await open(gateway)
    try screen.send("delete")
    try screen.send("keep")
    #expect(gateway.calls.isEmpty)
    try screen.send("delete")
    try screen.send("confirm")
    await screen.runEffects()
    #expect(gateway.calls == [.delete(id: 1)] && screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func theQuestionShowsAgainAfterARestart() async throws {
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1)])
    let screen = try await open(gateway)
    try screen.send("delete")
    let snapshot = try #require(screen.snapshot)
    let restored = try ScreenTester(
      MyScreenDetailModule(effects: MyScreenEffectHandler(gateway: gateway)),
      input: .typed(MyScreenDetailInput(id: 1)), restoring: snapshot)
    await restored.runEffects()
    #expect(restored.view.alert != nil)
    try restored.send("confirm")
    await restored.runEffects()
    #expect(gateway.calls == [.delete(id: 1)])
  }

  @Test func editOpensTheFormOnTheItem() async throws {
    let screen = try await open(MyScreenGatewaySpy(items: [.example(id: 1)]))
    try screen.send("edit")
    #expect(screen.navigations.map(NavigationStep.init) == [.push(MyScreenFormModule.key.name)])
    #expect(screen.navigations.first?.pushed?.input(as: MyScreenFormInput.self) == MyScreenFormInput(id: 1))
  }

  @Test func aMissingItemIsSaid() async throws {
    let screen = try await open(MyScreenGatewaySpy(), id: 9)
    #expect(screen.view.alert != nil)
    #expect(throws: ActionError.self) { try screen.send("edit") }
  }
}
