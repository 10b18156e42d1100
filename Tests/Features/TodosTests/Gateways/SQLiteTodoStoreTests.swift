import Foundation
import Persistence
import Testing
import ViperKit

@testable import Todos

/// The store on a real SQLite file (a temporary directory) with the feature's migrations.
@Suite("SQLite to-do store")
struct SQLiteTodoStoreTests {
  let directory: String
  let store: SQLiteTodoStore

  init() throws {
    directory = FileManager.default.temporaryDirectory.path + "/todos-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    store = SQLiteTodoStore(database: try Self.open(directory))
  }

  static func open(_ directory: String) throws -> AppDatabase {
    try AppDatabase.file(at: directory + "/viper-host.sqlite", migrations: TodosFeature.migrations)
  }

  @Test func anAddedToDoIsReadBackWithItsTagsInOrder() async throws {
    let draft = TodoDraft(
      token: DraftToken("a"), title: "Buy milk, “fresh” 🥛", priority: .high, tags: [.errand, .home],
      due: "2026-03-01", at: "09:30")
    let added = try await store.add(draft)
    #expect(
      added
        == Todo(
          id: added.id, title: "Buy milk, “fresh” 🥛", priority: .high, tags: [.home, .errand],
          due: "2026-03-01", at: "09:30"))
    #expect(try store.todos() == [added])
    #expect(try store.todo(added.id) == added)
    #expect(try store.todo(TodoID(99)) == nil)
  }

  static func query(_ rows: WindowQuery.Rows, counted: Bool = false) -> WindowQuery {
    WindowQuery(rows, countTotal: counted, generation: 7)
  }

  func addMany(_ count: Int) async throws {
    for index in 1...count {
      _ = try await store.add(TodoDraft(token: DraftToken("d\(index)"), title: "To-do \(index)"))
    }
  }

  @Test func aWindowIsReadAroundAKeyOrFromAPositionWithItsTagsAndTheCounts() async throws {
    try await addMany(30)
    try await store.setDone(TodoID(4), done: true)
    let around = try store.page(
      Self.query(.around(key: "10", at: nil, before: 3, after: 5), counted: true), hideDone: false)
    #expect(around.rows.map(\.id.rawValue) == Array(7...14))
    #expect(around.start == 6 && around.keyAt == 9 && around.total == 30 && around.more && around.generation == 7)
    let hidden = try store.page(
      Self.query(.around(key: "10", at: nil, before: 6, after: 2), counted: true), hideDone: true)
    #expect(hidden.rows.map(\.id.rawValue) == [3, 5, 6, 7, 8, 9, 10, 11])  // 4 is done: left out
    #expect(hidden.start == 2 && hidden.total == 29)
    let gone = try store.page(Self.query(.around(key: "31", at: nil, before: 2, after: 5)), hideDone: false)
    #expect(gone.rows.map(\.id.rawValue) == [29, 30] && gone.keyAt == 30 && !gone.more)  // past the last: the end
    let jump = try store.page(Self.query(.position(from: 25, count: 10)), hideDone: false)
    #expect(jump.rows.map(\.id.rawValue) == Array(21...30) && jump.start == 20 && !jump.more)
    let middle = try store.page(Self.query(.position(from: 10, count: 3)), hideDone: false)
    #expect(middle.rows.map(\.id.rawValue) == [11, 12, 13] && middle.start == 10 && middle.more && middle.total == nil)
  }

  @Test func theCountsFollowEveryWriteWhoeverMakesIt() async throws {
    try await addMany(5)
    try await store.setDone(TodoID(1), done: true)
    try await store.setDone(TodoID(1), done: true)  // again: counted once
    try await store.setDone(TodoID(2), done: true)
    #expect(try store.doneCount() == 2)
    try await store.delete(TodoID(1))
    let database = try Self.open(directory)
    try await database.writer.write { db in  // another writer (another host, a script)
      try db.execute(sql: "INSERT INTO todo (title, priority, done, draft) VALUES ('x', 'normal', 1, 'other')")
      try db.execute(sql: "UPDATE todo SET done = 0 WHERE id = 2")
    }
    #expect(try store.doneCount() == 1)
    let counted = try store.page(Self.query(.position(from: 0, count: 1), counted: true), hideDone: false)
    #expect(counted.total == 5)
    #expect(try await store.deleteDone() == [TodoID(6)])
    #expect(try store.doneCount() == 0)
    #expect(try store.page(Self.query(.position(from: 0, count: 1), counted: true), hideDone: true).total == 4)
  }

  @Test func aDraftSavedTwiceIsOneToDo() async throws {
    let first = try await store.add(.milk)
    let again = try await store.add(.milk)
    #expect(again == first)
    #expect(try store.todos().count == 1)
  }

  @Test func doneMarksAndTheSettingSurviveAReopen() async throws {
    let milk = try await store.add(.milk)
    let report = try await store.add(TodoDraft(token: DraftToken("b"), title: "Report"))
    #expect(try store.hidesDone() == false)
    try await store.setDone(report.id, done: true)
    try await store.setHidesDone(true)
    let reopened = SQLiteTodoStore(database: try Self.open(directory))
    #expect(try reopened.todos().map(\.done) == [false, true])
    #expect(try reopened.hidesDone() == true)
    try await reopened.setHidesDone(false)
    #expect(try reopened.hidesDone() == false)
    #expect(try reopened.todo(milk.id)?.done == false)
  }

  @Test func deletingRemovesTheToDoAndItsTagsAndIdsAreNotReused() async throws {
    let milk = try await store.add(.milk)
    try await store.delete(milk.id)
    try await store.delete(milk.id)  // none: nothing changes
    #expect(try store.todos().isEmpty)
    let next = try await store.add(TodoDraft(token: DraftToken("b"), title: "Next", tags: [.errand]))
    #expect(next.id != milk.id)
    #expect(try store.todo(next.id)?.tags == [.errand])
  }

  @Test func clearingDoneDeletesOnlyTheDoneOnesAndSaysWhich() async throws {
    let a = try await store.add(TodoDraft(token: DraftToken("a"), title: "A"))
    let b = try await store.add(TodoDraft(token: DraftToken("b"), title: "B"))
    let c = try await store.add(TodoDraft(token: DraftToken("c"), title: "C"))
    try await store.setDone(a.id, done: true)
    try await store.setDone(c.id, done: true)
    #expect(try await store.deleteDone() == [a.id, c.id])
    #expect(try store.todos().map(\.id) == [b.id])
    #expect(try await store.deleteDone() == [])
  }

  @Test func aDatabaseThatCannotBeUsedIsTheFeaturesStorageFailure() async throws {
    let database = try Self.open(directory)
    try database.close()
    let closed = SQLiteTodoStore(database: database)
    #expect(throws: TodosFailure.self) { try closed.todos() }
    await #expect(throws: TodosFailure.self) { try await closed.delete(TodoID(1)) }
  }
}

extension SQLiteTodoStore {
  /// Every to-do, oldest first: the first window of a small list.
  func todos() throws(TodosFailure) -> [Todo] {
    try page(WindowQuery(.position(from: 0, count: 1000), countTotal: false, generation: 1), hideDone: false).rows
  }
}
