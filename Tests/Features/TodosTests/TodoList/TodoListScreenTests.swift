import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The list through its module, over the store double: the tree every
/// control is on, the edits and actions by their wire names, what is refused.
@Suite("To-do list screen")
struct TodoListScreenTests {
  let store = TodoStoreSpy([.milk, .report, .plants])
  var module: TodoListModule { TodoListModule(effects: TodosEffectHandler(store: store)) }

  func opened() async throws -> ScreenTester {
    let screen = try ScreenTester(module)
    await screen.runEffects()
    return screen
  }

  static func alert(_ screen: ScreenTester) -> (title: String, actions: [NodeAction])? {
    if case .alert(let alert)? = screen.view.alert { return (alert.title, alert.actions) }
    return nil
  }

  @Test func theScreenHasAToolbarAHideDoneToggleAndRowsWithACheckboxAndDelete() async throws {
    let screen = try await opened()
    guard case .screen(let shown) = screen.view else { Issue.record("no screen"); return }
    let (title, children) = (shown.title, shown.children)
    #expect(title == "To-dos")
    #expect(
      children.first
        == .toolbar([
          NodeAction(action: "add", title: "Add"),
          NodeAction(action: "clear-done", title: "Clear done", enabled: true, role: .destructive),
        ]))
    #expect(children.dropFirst().first == .toggle(Toggle(key: "hide-done", label: "Hide done", on: false)))
    let delete = [NodeAction(action: "delete", title: "Delete", role: .destructive)]
    #expect(
      screen.view.listItems == [
        ListItem(
          key: "1", title: "Buy milk", subtitle: "Due 2026-03-01 at 09:30 · High priority", actions: delete,
          toggle: RowToggle(on: false)),
        ListItem(
          key: "2", title: "Write the report", subtitle: "Normal priority", actions: delete,
          toggle: RowToggle(on: false)),
        ListItem(
          key: "3", title: "Water the plants", subtitle: "Low priority", actions: delete, toggle: RowToggle(on: true)),
      ])
  }

  @Test func aFlipIsSavedAndItsCheckboxWaitsMeanwhile() async throws {
    let screen = try await opened()
    try screen.edit("2", .on(true))
    #expect(screen.view.listItems[1].toggle == RowToggle(on: true, enabled: false))
    await screen.runEffects()
    #expect(screen.view.listItems[1].toggle == RowToggle(on: true))
    #expect(store.calls == [.setDone(TodoID(2), true)])
    #expect(try store.todo(TodoID(2))?.done == true)
  }

  @Test func hideDoneLeavesTheDoneOnesOutAndIsSaved() async throws {
    let screen = try await opened()
    try screen.edit("hide-done", .on(true))
    await screen.runEffects()
    #expect(screen.view.listItems.map(\.key) == ["1", "2"])
    #expect(try store.hidesDone())
    try screen.edit("1", .on(true))
    try screen.edit("2", .on(true))
    await screen.runEffects()
    #expect(screen.view.listItems.isEmpty)
    #expect(screen.view.firstNode { $0 == .text("Nothing left to do: the done ones are hidden.") } != nil)
  }

  @Test func deleteAsksWithACancelAndADestructiveAnswerAndKeepKeepsIt() async throws {
    let screen = try await opened()
    try screen.send("delete", "1")
    let alert = try #require(Self.alert(screen))
    #expect(alert.title == "Delete “Buy milk”?")
    #expect(
      alert.actions == [
        NodeAction(action: "keep", title: "Keep", role: .cancel),
        NodeAction(action: "confirm", title: "Delete", role: .destructive),
      ])
    #expect(screen.pendingEffects.isEmpty)
    // Modal: nothing else is taken while it shows.
    #expect(throws: ActionError.unavailable("add", "an alert is showing: answer it first")) { try screen.send("add") }
    #expect(throws: ActionError.self) { try screen.edit("1", .on(true)) }
    #expect(throws: ActionError.self) { try screen.send("dismiss") }
    try screen.send("keep")
    #expect(screen.view.alert == nil)
    #expect(store.calls.isEmpty)
    #expect(screen.view.listItems.count == 3)
  }

  @Test func aConfirmedDeleteDeletesThatRow() async throws {
    let screen = try await opened()
    try screen.send("delete", "2")
    try screen.send("confirm")
    await screen.runEffects()
    #expect(store.calls == [.delete(TodoID(2))])
    #expect(screen.view.listItems.map(\.key) == ["1", "3"])
  }

  @Test func clearDoneAsksThenDeletesTheDoneOnesAndIsDisabledWithNone() async throws {
    let screen = try await opened()
    try screen.send("clear-done")
    #expect(Self.alert(screen)?.title == "Delete 1 done to-do?")
    try screen.send("confirm")
    await screen.runEffects()
    #expect(store.calls == [.deleteDone])
    #expect(screen.view.listItems.map(\.key) == ["1", "2"])
    #expect(
      screen.view.children.first?.toolbarActions?.last
        == NodeAction(action: "clear-done", title: "Clear done", enabled: false, role: .destructive))
    #expect(throws: ActionError.self) { try screen.send("clear-done") }
  }

  @Test func noToDosSaysSo() async throws {
    let screen = try ScreenTester(TodoListModule(effects: TodosEffectHandler(store: TodoStoreSpy())))
    #expect(screen.view.firstNode { $0 == .spinner(label: "Loading to-dos…") } != nil)
    await screen.runEffects()
    #expect(screen.view.firstNode { $0 == .text("No to-dos yet: “Add” makes one.") } != nil)
  }

  @Test func aDatabaseThatRefusesShowsAnAlertAndTheFlipGoesBack() async throws {
    let screen = try await opened()
    store.failWrites(with: .storage(detail: "attempt to write a readonly database"))
    try screen.edit("1", .on(true))
    await screen.runEffects()
    #expect(screen.view.listItems[0].toggle == RowToggle(on: false))
    let alert = try #require(Self.alert(screen))
    #expect(alert.title == "Storage Failure")
    try screen.send("dismiss")
    #expect(screen.view.alert == nil)
  }

  @Test func rowsOpenTheirDetailAndAddOpensTheForm() async throws {
    let screen = try await opened()
    try screen.send("open", "3")
    try screen.send("add")
    #expect(screen.navigations.map(NavigationStep.init) == [.push("todo-detail"), .push("todo-add")])
    #expect(throws: ActionError.invalidValue("open", "no to-do with key \"9\"")) { try screen.send("open", "9") }
    #expect(throws: ActionError.unknownAction("nope")) { try screen.send("nope") }
  }

  @Test func aSnapshotKeepsTheAnchorNotTheRowsAndTheRestoredScreenShowsTheSame() async throws {
    let screen = try await opened()
    try screen.edit("hide-done", .on(true))
    await screen.runEffects()
    try screen.send("delete", "1")
    let snapshot = try #require(screen.snapshot)
    #expect(snapshot["window"] == ["anchor": "1"])
    #expect(!"\(snapshot)".contains("Write the report"))  // no row is saved
    let rebuilt = try ScreenTester(module, restoring: snapshot)
    await rebuilt.runEffects()
    #expect(rebuilt.view == screen.view)
    #expect(rebuilt.snapshot == snapshot)
  }

  @Test func rowsAreAskedForByPositionOrByKey() async throws {
    for id in 4...300 { _ = try await store.add(TodoDraft(token: DraftToken("d\(id)"), title: "To-do \(id)")) }
    let screen = try await opened()
    #expect(screen.view.listItems.count == 100)
    #expect(screen.view.listWindow == ListWindow(start: 0, total: 300, more: true, anchor: "1"))
    try screen.window("open", WindowRequest(.from(200), count: 20))
    await screen.runEffects()
    #expect(screen.view.listItems.map(\.key) == (151...270).map(String.init))
    #expect(screen.view.listWindow == ListWindow(start: 150, total: 300, more: true, anchor: "201"))
    try screen.window("open", WindowRequest(.after("270"), count: 40, anchor: "250"))
    await screen.runEffects()
    #expect(screen.view.listItems.map(\.key) == (221...300).map(String.init))
    #expect(screen.view.listWindow == ListWindow(start: 220, total: 300, more: false, anchor: "250"))
    #expect(throws: ActionError.unknownAction("nope")) { try screen.window("nope", WindowRequest(.from(0), count: 1)) }
  }
}

extension ViewNode {
  fileprivate var toolbarActions: [NodeAction]? {
    if case .toolbar(let toolbar) = self { return toolbar.actions }
    return nil
  }
}
