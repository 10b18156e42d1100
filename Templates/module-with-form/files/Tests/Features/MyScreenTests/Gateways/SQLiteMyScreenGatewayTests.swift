import Persistence
import Testing

@testable import MyScreen

/// The real gateway on an in-memory database migrated like the host's.
@Suite("My screen SQLite gateway")
struct SQLiteMyScreenGatewayTests {
  func gateway() throws -> SQLiteMyScreenGateway {
    SQLiteMyScreenGateway(database: try AppDatabase.inMemory(migrations: MyScreenFeature.migrations))
  }

  @Test func aNewDatabaseStartsWithThreeItemsNoneDone() async throws {
    let items = try await gateway().items()
    #expect(items.map(\.title) == ["First item", "Second item", "Third item"])
    #expect(items.allSatisfy { !$0.isDone && !$0.hasSecret })
  }

  @Test func aFlagIsSavedAndReadBack() async throws {
    let gateway = try gateway()
    try await gateway.setDone(true, id: 2)
    #expect(try await gateway.item(id: 2) == MyScreenItem(id: 2, title: "Second item", isDone: true))
    try await gateway.setDone(false, id: 2)
    #expect(try await gateway.items().filter(\.isDone).isEmpty)
  }

  @Test func aNewItemGetsTheNextIdItsTitleTrimmedAndKeepsItsSecretToItself() async throws {
    let gateway = try gateway()
    let added = try await gateway.add(MyScreenDraft(title: "  Milk ", notes: "2 l", secret: "1234"))
    #expect(added == MyScreenItem(id: 4, title: "Milk", notes: "2 l", hasSecret: true))
    #expect(try await gateway.item(id: 4) == added)
    #expect(try await gateway.add(MyScreenDraft(title: "Eggs")).hasSecret == false)
  }

  @Test func anUnknownIdIsNotFound() async throws {
    let gateway = try gateway()
    await #expect(throws: MyScreenFailure.notFound(9)) { try await gateway.item(id: 9) }
    await #expect(throws: MyScreenFailure.notFound(9)) { try await gateway.setDone(true, id: 9) }
  }
}
