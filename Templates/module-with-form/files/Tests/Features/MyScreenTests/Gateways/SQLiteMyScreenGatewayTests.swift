import GRDB
import Persistence
import Testing
import ViperKit

@testable import MyScreen

/// The real gateway on an in-memory database migrated like the host's.
@Suite("My screen SQLite gateway")
struct SQLiteMyScreenGatewayTests {
  let database: AppDatabase
  let gateway: SQLiteMyScreenGateway

  init() throws {
    database = try AppDatabase.inMemory(migrations: MyScreenFeature.migrations)
    gateway = SQLiteMyScreenGateway(database: database)
  }

  /// The three items a new database starts with, and more, to 300.
  func fill() async throws {
    try await database.writer.write { db in
      for id in 4...300 {
        try db.execute(
          sql: "INSERT INTO my_screen_item (id, title, notes, done) VALUES (?, ?, '', 0)",
          arguments: [id, "Item \(id)"])
      }
    }
  }

  @Test func aNewDatabaseStartsWithThreeItemsNoneDone() async throws {
    let items = try await gateway.all()
    #expect(items.map(\.title) == ["First item", "Second item", "Third item"])
    #expect(items.allSatisfy { !$0.isDone && !$0.hasSecret })
  }

  @Test func aWindowIsReadByPositionOrAroundAKeyItsTotalOnlyWhenAsked() async throws {
    try await fill()
    // The first rows and the total the triggers kept (the list opened or read again).
    let first = try await gateway.page(WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1))
    #expect(first.rows.map(\.id) == Array(1...100))
    #expect(first.start == 0 && first.total == 300 && first.more && first.generation == 1)
    // A jump by position (OFFSET), not counted.
    let jump = try await gateway.page(WindowQuery(.position(from: 150, count: 120), countTotal: false, generation: 2))
    #expect(jump.rows.map(\.id) == Array(151...270))
    #expect(jump.start == 150 && jump.total == nil && jump.more)
    // Past the end: the last rows.
    let end = try await gateway.page(WindowQuery(.position(from: 1000, count: 10), countTotal: false, generation: 3))
    #expect(end.rows.map(\.id) == Array(291...300) && end.start == 290 && !end.more)
    // Around a key (keyset on the id): the rows before it and from it; its position counted when not given.
    let around = WindowQuery(.around(key: "200", at: nil, before: 50, after: 100), countTotal: false, generation: 4)
    let page = try await gateway.page(around)
    #expect(page.rows.map(\.id) == Array(150...299))
    #expect(page.start == 149 && page.keyAt == 199 && page.more && page.total == nil)
  }

  @Test func aWindowAroundAKeyWhoseRowIsGoneOpensAtTheRowThatFollowed() async throws {
    try await fill()
    try await database.writer.write { db in try db.execute(sql: "DELETE FROM my_screen_item WHERE id = 200") }
    let around = WindowQuery(.around(key: "200", at: nil, before: 50, after: 100), countTotal: true, generation: 1)
    let page = try await gateway.page(around)
    #expect(page.rows.map(\.id) == Array(150...199) + Array(201...300))
    #expect(page.start == 149 && page.keyAt == 199 && !page.more && page.total == 299)
  }

  @Test func aFlagIsSavedAndReadBack() async throws {
    try await gateway.setDone(true, id: 2)
    #expect(try await gateway.item(id: 2) == MyScreenItem(id: 2, title: "Second item", isDone: true))
    try await gateway.setDone(false, id: 2)
    #expect(try await gateway.all().filter(\.isDone).isEmpty)
  }

  @Test func aNewItemGetsTheNextIdItsTitleTrimmedAndKeepsItsSecretToItself() async throws {
    let added = try await gateway.add(MyScreenDraft(title: "  Milk ", notes: "2 l", secret: "1234"))
    #expect(added == MyScreenItem(id: 4, title: "Milk", notes: "2 l", hasSecret: true))
    #expect(try await gateway.item(id: 4) == added)
    #expect(try await gateway.add(MyScreenDraft(title: "Eggs")).hasSecret == false)
    // The triggers counted them.
    let counted = WindowQuery(.position(from: 0, count: 10), countTotal: true, generation: 1)
    #expect(try await gateway.page(counted).total == 5)
  }

  @Test func anUnknownIdIsNotFound() async throws {
    await #expect(throws: MyScreenFailure.notFound(9)) { try await gateway.item(id: 9) }
    await #expect(throws: MyScreenFailure.notFound(9)) { try await gateway.setDone(true, id: 9) }
  }
}

extension SQLiteMyScreenGateway {
  /// Every item, by id: the first window of a small list.
  func all() async throws(MyScreenFailure) -> [MyScreenItem] {
    try await page(WindowQuery(.position(from: 0, count: 1000), countTotal: false, generation: 1)).rows
  }
}
