import Testing
import ViperKit
import ViperTesting

@testable import Todos

/// The detail through its module, over the store double.
@Suite("To-do detail screen")
struct TodoDetailScreenTests {
  let store = TodoStoreSpy([.milk, .report])
  var module: TodoDetailModule { TodoDetailModule(effects: TodosEffectHandler(store: store)) }
  let input = ScreenInput.typed(TodoDetailInput(id: Todo.milk.id))

  @Test func itShowsTheToDosFieldsUnderADestructiveDelete() async throws {
    let screen = try ScreenTester(module, input: input)
    await screen.runEffects()
    #expect(
      screen.view
        == .screen(
          title: "Buy milk",
          children: [
            .toolbar([NodeAction(action: "delete", title: "Delete", role: .destructive)]),
            .text("Priority: High"), .text("Tags: Errand"), .text("Due: 2026-03-01 at 09:30"), .text("Not done yet"),
          ]))
  }

  @Test func deleteAsksKeepKeepsAndConfirmDeletesAndGoesBack() async throws {
    let screen = try ScreenTester(module, input: input)
    await screen.runEffects()
    try screen.send("delete")
    guard case .alert(let alert)? = screen.view.alert else { Issue.record("no alert"); return }
    let (title, actions) = (alert.title, alert.actions)
    #expect(title == "Delete “Buy milk”?")
    #expect(actions.map(\.role) == [.cancel, .destructive])
    #expect(throws: ActionError.self) { try screen.send("delete") }
    try screen.send("keep")
    #expect(store.calls.isEmpty)
    try screen.send("delete")
    try screen.send("confirm")
    await screen.runEffects()
    #expect(store.calls == [.delete(Todo.milk.id)])
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func aDeletedToDoSaysSoAndCannotBeDeleted() async throws {
    let screen = try ScreenTester(module, input: .json(["id": 9]))
    await screen.runEffects()
    #expect(screen.view.firstNode { $0 == .text("This to-do was deleted.") } != nil)
    #expect(throws: ActionError.self) { try screen.send("delete") }
  }

  @Test func wireInputIsAnIdAndBadInputIsRefused() throws {
    #expect(throws: InputError.self) { try module.makeScreen(input: .none) }
    #expect(throws: InputError.self) { try module.makeScreen(input: .json(["id": "1"])) }
    #expect(TodoDetailInput(id: TodoID(4)).json == ["id": 4])
    #expect(try TodoDetailInput(json: ["id": 4, "extra": true]) == TodoDetailInput(id: TodoID(4)))
  }

  @Test func itSurvivesASnapshot() async throws {
    let screen = try ScreenTester(module, input: input)
    await screen.runEffects()
    try screen.send("delete")
    try screen.expectSnapshotRoundTrip(through: module, input: input)
  }
}
