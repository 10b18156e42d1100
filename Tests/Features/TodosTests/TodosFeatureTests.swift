import Persistence
import Testing
import ViperKit
import ViperTesting

@testable import Todos

@Suite("To-dos feature")
struct TodosFeatureTests {
  @Test func itBringsThreeScreensOnItsOwnSchemaTheListOnHome() async throws {
    let database = try AppDatabase.inMemory(migrations: TodosFeature.migrations)
    let modules = TodosFeature.modules(database: database, tokens: DraftTokensStub())
    #expect(modules.map(\.manifest.name) == ["todos", "todo-add", "todo-detail"])
    #expect(modules.map(\.manifest.listedOnHome) == [true, false, false])
    #expect(TodosFeature.migrations.map(\.identifier) == ["todos.v1.todos", "todos.v2.counts"])
    // Wired to one database: a to-do added on the form is listed on the list.
    let add = try ScreenTester(modules[1])
    try add.edit("title", .text("Buy milk"))
    try add.send("add")
    await add.runEffects()
    let list = try ScreenTester(modules[0])
    await list.runEffects()
    #expect(list.view.listItems.map(\.title) == ["Buy milk"])
  }
}
