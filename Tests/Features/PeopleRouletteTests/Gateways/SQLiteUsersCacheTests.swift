import Persistence
import Testing

@testable import PeopleRoulette

@Suite("SQLite users cache")
struct SQLiteUsersCacheTests {
  @Test func replacingKeepsOnlyTheNewUsersInTheirOrder() async throws {
    let cache = SQLiteUsersCache(database: try AppDatabase.inMemory(migrations: [SQLiteUsersCache.migration]))
    #expect(try cache.all() == [])
    try await cache.replaceAll(with: makeUsers(4))
    try await cache.replaceAll(with: Array(makeUsers(3).reversed()))
    #expect(try cache.all() == Array(makeUsers(3).reversed()))
  }
}
