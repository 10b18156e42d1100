import Persistence
import Stargazers
import Testing

@testable import Repository

/// The real store on a real (in-memory) SQLite database with the feature's migration.
@Suite("Recent repositories store (SQLite)")
struct SQLiteRecentRepositoriesStoreTests {
  let database: AppDatabase
  let store: SQLiteRecentRepositoriesStore

  init() throws {
    database = try AppDatabase.inMemory(migrations: RepositoryFeature.migrations)
    store = SQLiteRecentRepositoriesStore(database: database)
  }

  @Test func startsEmpty() throws {
    #expect(try store.recent() == [])
  }

  @Test func keepsTheMostRecentFirstWithoutDuplicates() async throws {
    #expect(try await store.remember(.mirror) == [.mirror])
    #expect(try await store.remember(.hello) == [.hello, .mirror])
    #expect(try await store.remember(.mirror) == [.mirror, .hello])  // moved to the top
    #expect(try store.recent() == [.mirror, .hello])
  }

  /// GitHub's names ignore case: one repository is one row, spelled as it was last typed.
  @Test func aNameInOtherCaseIsTheSameRepository() async throws {
    let lower = RepositoryName.named("kuniwak/mirrordiffkit")
    _ = try await store.remember(.mirror)
    _ = try await store.remember(.hello)
    #expect(try await store.remember(lower) == [lower, .hello])
    #expect(try store.recent() == [lower, .hello])
    #expect(RecentRepositories.opening(.mirror, after: [.hello, lower]) == [.mirror, .hello])
  }

  @Test func keepsFiveAndForgetsTheOldest() async throws {
    let six = ["a/1", "a/2", "a/3", "a/4", "a/5", "a/6"].map(RepositoryName.named)
    for repository in six { _ = try await store.remember(repository) }
    #expect(try store.recent() == six.reversed().prefix(5).map { $0 })
    let rows = try await database.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recent_repository")
    }
    #expect(rows == 5)  // the sixth is deleted, not only hidden
  }

  @Test func aRowThatIsNoRepositoryIsSkipped() async throws {
    _ = try await store.remember(.hello)
    try await database.writer.write { db in
      try db.execute(sql: "INSERT INTO recent_repository (repository, opened) VALUES ('not a repo', 99)")
    }
    #expect(try store.recent() == [.hello])
  }

  @Test func aBrokenDatabaseIsAStorageFailure() async throws {
    try await database.writer.write { db in try db.execute(sql: "DROP TABLE recent_repository") }
    #expect(throws: RepositoryFailure.self) { try store.recent() }
    await #expect(throws: RepositoryFailure.self) { try await store.remember(.hello) }
  }
}
