import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

@Suite("My screen detail screen")
struct MyScreenDetailScreenTests {
  func open(_ gateway: MyScreenGatewaySpy, id: Int) throws -> ScreenTester {
    try ScreenTester(
      MyScreenDetailModule(effects: MyScreenEffectHandler(gateway: gateway)), input: .json(["id": .int(Int64(id))]))
  }

  @Test func itShowsItsItemAndTogglesIt() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway, id: 2)
    #expect(screen.view.children.first == .text("Loading…"))
    await screen.runEffects()
    #expect(screen.view.firstNode { $0 == .screen(title: "Second item", children: screen.view.children) } != nil)
    #expect(screen.view.children.first == .text("Done"))
    try screen.send("toggle")
    await screen.runEffects()
    #expect(screen.view.children.first == .text("To do"))
    #expect(gateway.calls == [.item(id: 2), .setDone(false, id: 2)])
    try screen.send("back")
    #expect(screen.navigations.last?.isPop == true)
  }

  @Test func aRestoredDetailShowsItsItemAndReadsItAgain() async throws {
    let module = MyScreenDetailModule(effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()))
    let screen = try ScreenTester(module, input: .json(["id": 1]))
    await screen.runEffects()
    let snapshot = try screen.expectSnapshotRoundTrip(through: module, input: .json(["id": 1]))
    let restored = try ScreenTester(module, input: .json(["id": 1]), restoring: snapshot)
    #expect(restored.view == screen.view && restored.pendingEffects.count == 1)
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
}

extension Navigation {
  var isPop: Bool {
    if case .pop = self { return true }
    return false
  }
}
