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
