import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The list assembled by its module, driven by wire names, its effects run
/// against a gateway spy.
@Suite("My screen list screen")
struct MyScreenListScreenTests {
  func open(_ gateway: MyScreenGatewaySpy) throws -> ScreenTester {
    try ScreenTester(MyScreenListModule(effects: MyScreenEffectHandler(gateway: gateway)))
  }

  func rows(_ screen: ScreenTester) -> [ListItem] { screen.view.listItems }

  @Test func theRowsWithTheirToggle() async throws {
    let screen = try open(MyScreenGatewaySpy())
    #expect(screen.view.children.first == .spinner(label: "Loading…"))
    await screen.runEffects()
    #expect(
      rows(screen) == [
        ListItem(
          key: "1", title: "First item", subtitle: "To do",
          accessory: ListAccessory(action: "toggle", title: "Mark done")),
        ListItem(
          key: "2", title: "Second item", subtitle: "Done",
          accessory: ListAccessory(action: "toggle", title: "Mark to do")),
      ])
  }

  @Test func aToggleIsSaved() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    await screen.runEffects()
    try screen.send("toggle", "1")
    #expect(rows(screen).first?.accessory == nil)
    #expect(throws: ActionError.unavailable("toggle", "\"First item\" is being saved")) {
      try screen.send("toggle", "1")
    }
    await screen.runEffects()
    #expect(rows(screen).first?.subtitle == "Done")
    #expect(gateway.calls == [.items, .setDone(true, id: 1)])
  }

  @Test func aRowOpensItsDetailWithItsId() async throws {
    let screen = try open(MyScreenGatewaySpy())
    await screen.runEffects()
    try screen.send("select", "2")
    let destination = try #require(screen.navigations.last?.destination)
    #expect(destination.module == "my-screen-detail")
    #expect(destination.input(as: MyScreenDetailInput.self) == MyScreenDetailInput(id: 2))
  }

  @Test func aRestoredListShowsItsRowsAndReadsThemAgain() async throws {
    let module = MyScreenListModule(effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()))
    let screen = try ScreenTester(module)
    await screen.runEffects()
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    let restored = try ScreenTester(module, restoring: snapshot)
    #expect(restored.view == screen.view && restored.pendingEffects.count == 1)
  }

  @Test func aFailureIsAnAlertAndUnknownRowsOrActionsAreRefused() async throws {
    let screen = try open(MyScreenGatewaySpy(failing: .unavailable("locked")))
    await screen.runEffects()
    #expect(screen.view.alert != nil)
    try screen.send("dismiss")
    #expect(screen.view.alert == nil)
    #expect(throws: ActionError.invalidValue("select", "no item with key \"7\"")) { try screen.send("select", "7") }
    #expect(throws: ActionError.unknownAction("fly")) { try screen.send("fly") }
  }
}
