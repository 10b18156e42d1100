import Persistence
import Testing
import ViperKit
import ViperTesting

@testable import Repository

@Suite("Repository feature")
struct RepositoryFeatureTests {
  @Test func itBringsThePickerOnItsOwnSchemaListedOnHomeWithoutInput() async throws {
    let database = try AppDatabase.inMemory(migrations: RepositoryFeature.migrations)
    let modules = RepositoryFeature.modules(database: database)
    #expect(modules.map(\.manifest.name) == ["repository"])
    #expect(modules.map(\.manifest.title) == ["Repository"])
    #expect(modules.map(\.manifest.listedOnHome) == [true])
    #expect(RepositoryFeature.migrations.map(\.identifier) == [SQLiteRecentRepositoriesStore.migration.identifier])
    // Wired to the database: a repository opened on one screen is listed on the next.
    let first = try ScreenTester(try #require(modules.first))
    try first.edit("repository", .text("octocat/Hello-World"))
    try first.send("open")
    await first.runEffects()
    let second = try ScreenTester(try #require(RepositoryFeature.modules(database: database).first))
    await second.runEffects()
    #expect(second.view.listItems.map(\.key) == ["octocat/Hello-World"])
  }
}
