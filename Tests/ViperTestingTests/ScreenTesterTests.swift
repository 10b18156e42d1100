import Testing
import ViperKit
import ViperTesting

@Suite("ScreenTester")
struct ScreenTesterTests {
  @Test func actionsByWireNameChangeTheRenderedView() throws {
    let screen = ScreenTester(toyScreen())
    #expect(screen.view.children.first == .text("0 (saved: no)"))
    try screen.send("increment")
    #expect(screen.view.children.first == .text("1 (saved: no)"))
    #expect(screen.view.firstNode { $0.action == "increment" } == .button(action: "increment", title: "+1"))
  }

  @Test func effectsRunThroughTheRealHandler() async throws {
    let screen = ScreenTester(toyScreen())
    try screen.send("increment")
    try screen.send("save")
    #expect(screen.pendingEffects.count == 1)
    await screen.runEffects()
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.view.children.first == .text("1 (saved: 1)"))
  }

  @Test func aStubbedResultStandsInForTheEffect() throws {
    let screen = ScreenTester(toyScreen())
    try screen.send("save")
    screen.receive(ToyInteractor.Result.saved(42))
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.view.children.first == .text("0 (saved: 42)"))
  }

  @Test func routesBecomeNavigationAndUnknownActionsAreRefused() throws {
    let screen = ScreenTester(toyScreen())
    try screen.send("open")
    #expect(screen.navigations.map { $0.destination?.module } == ["next"])
    #expect(throws: ActionError.unknownAction("fly")) { try screen.send("fly") }
  }
}
