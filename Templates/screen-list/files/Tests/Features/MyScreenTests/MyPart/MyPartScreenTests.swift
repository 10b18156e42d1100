import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The list assembled by its module, driven by wire names, its effects run
/// against a gateway spy.
@Suite("My part screen")
struct MyPartScreenTests {
  func open(_ gateway: MyScreenGatewaySpy) throws -> ScreenTester {
    try ScreenTester(MyPartModule(effects: MyScreenEffectHandler(gateway: gateway)))
  }

  func rows(_ screen: ScreenTester) -> [ListItem] { screen.view.listItems }

  @Test func addInTheToolbarTheRowsAndTheirToggle() async throws {
    let screen = try open(MyScreenGatewaySpy())
    #expect(
      screen.view.children.prefix(2) == [
        .toolbar([NodeAction(action: "add", title: "Add")]), .spinner(label: "Loading…"),
      ])
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
    #expect(screen.view.listWindow == ListWindow(start: 0, total: 2, more: false, anchor: "1"))
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
    #expect(gateway.calls == [.page(MyPartInteractorTests.firstQuery), .setDone(true, id: 1)])
  }

  @Test func aRowOpensItsDetailAddOpensTheFormAndComingBackReadsTheItemsAgain() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    await screen.runEffects()
    try screen.send("select", "2")
    let destination = try #require(screen.navigations.last?.destination)
    #expect(destination.module == "my-screen-detail")
    #expect(destination.input(as: MyScreenDetailInput.self) == MyScreenDetailInput(id: 2))
    try screen.send("add")
    #expect(screen.navigations.map(NavigationStep.init).last == .push("my-screen-add"))
    screen.resume()
    await screen.runEffects()
    // Read again around the anchor, the list counted again.
    #expect(
      gateway.calls == [
        .page(MyPartInteractorTests.firstQuery), .page(MyPartInteractorTests.reread(generation: 2)),
      ])
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

  @Test func rowsAreAskedForByPositionOrByKey() async throws {
    let gateway = MyScreenGatewaySpy(items: MyPartInteractorTests.items(1...300))
    let screen = try open(gateway)
    await screen.runEffects()
    #expect(rows(screen).count == 100)
    #expect(screen.view.listWindow == ListWindow(start: 0, total: 300, more: true, anchor: "1"))
    try screen.window("select", WindowRequest(.from(200), count: 20))
    await screen.runEffects()
    #expect(rows(screen).map(\.key) == (151...270).map(String.init))
    #expect(screen.view.listWindow == ListWindow(start: 150, total: 300, more: true, anchor: "201"))
    try screen.window("select", WindowRequest(.after("270"), count: 40, anchor: "250"))
    await screen.runEffects()
    #expect(rows(screen).map(\.key) == (221...300).map(String.init))
    #expect(screen.view.listWindow == ListWindow(start: 220, total: 300, more: false, anchor: "250"))
    // The list was counted once, when it opened; a jump by position, then a page after a key.
    #expect(
      gateway.calls == [
        .page(MyPartInteractorTests.firstQuery),
        .page(WindowQuery(.position(from: 150, count: 120), countTotal: false, generation: 2)),
        .page(WindowQuery(.around(key: "270", at: 269, before: 49, after: 91), countTotal: false, generation: 3)),
      ])
    #expect(throws: ActionError.unknownAction("toggle")) {
      try screen.window("toggle", WindowRequest(.from(0), count: 1))
    }
  }

  @Test func aSnapshotKeepsTheAnchorNotTheRowsAndTheRestoredListReadsThemAgain() async throws {
    let module = MyPartModule(effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()))
    let screen = try ScreenTester(module)
    await screen.runEffects()
    try screen.window("select", WindowRequest(.from(1), count: 1, anchor: "2"))
    let snapshot = try #require(screen.snapshot)
    #expect(snapshot["window"] == ["anchor": "2"])
    #expect(!"\(snapshot)".contains("Second item"))  // no row is saved
    let restored = try ScreenTester(module, restoring: snapshot)
    #expect(rows(restored).isEmpty && restored.pendingEffects.count == 1)
    await restored.runEffects()
    #expect(restored.view == screen.view)
    #expect(restored.snapshot == snapshot)
  }
}
