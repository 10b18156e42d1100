import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

@Suite("My part screen")
struct MyPartScreenTests {
  let module = MyPartModule(effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()))

  func open(_ gateway: MyScreenGatewaySpy, id: Int) throws -> ScreenTester {
    try ScreenTester(
      MyPartModule(effects: MyScreenEffectHandler(gateway: gateway)), input: .json(["id": .int(Int64(id))]))
  }

  @Test func itShowsItsItemAndTogglesIt() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway, id: 2)
    #expect(screen.view.children.first == .text("Loading…"))
    await screen.runEffects()
    #expect(screen.view == .screen(title: "Second item", children: screen.view.children))
    #expect(screen.view.children.prefix(3) == [.text("Done"), .text("Read me"), .text("Has a secret")])
    try screen.send("toggle")
    await screen.runEffects()
    #expect(screen.view.children.first == .text("To do"))
    #expect(gateway.calls == [.item(id: 2), .setDone(false, id: 2)])
    try screen.send("back")
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func anUnknownItemIsAnAlert() async throws {
    let screen = try open(MyScreenGatewaySpy(), id: 9)
    await screen.runEffects()
    #expect(
      screen.view.alert
        == .alert(
          title: "Not found", message: "There is no item 9.", actions: [NodeAction(action: "dismiss", title: "OK")]))
    #expect(throws: ActionError.unavailable("toggle", "the item is loading or being saved")) {
      try screen.send("toggle")
    }
  }

  @Test func aRestoredDetailShowsItsItemAndReadsItAgain() async throws {
    let screen = try open(MyScreenGatewaySpy(), id: 1)
    await screen.runEffects()
    let snapshot = try screen.expectSnapshotRoundTrip(through: module, input: .json(["id": 1]))
    let restored = try ScreenTester(module, input: .json(["id": 1]), restoring: snapshot)
    #expect(restored.view == screen.view)
    #expect(restored.pendingEffects.count == 1)  // the item, read again
  }
}
