import Persistence
import Testing

@testable import Onboarding

@Suite("Onboarding completion store (SQLite)")
struct SQLiteOnboardingCompletionStoreTests {
  @Test func keepsTheFlag() async throws {
    let database = try AppDatabase.inMemory(migrations: [SQLiteOnboardingCompletionStore.migration])
    let store = SQLiteOnboardingCompletionStore(database: database)
    #expect(try store.isCompleted() == false)
    try await store.markCompleted()
    try await store.markCompleted()  // idempotent
    #expect(try store.isCompleted())
    try await store.markNotCompleted()
    #expect(try store.isCompleted() == false)
    try await store.markCompleted()
    #expect(try store.isCompleted())
  }
}
