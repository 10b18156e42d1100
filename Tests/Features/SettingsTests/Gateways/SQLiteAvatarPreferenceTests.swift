import Persistence
import Testing

@testable import Settings

@Suite("Avatar preference (SQLite)")
struct SQLiteAvatarPreferenceTests {
  @Test func avatarsShowUntilTurnedOff() async throws {
    let database = try AppDatabase.inMemory(migrations: SettingsFeature.migrations)
    let preference = SQLiteAvatarPreference(database: database)
    #expect(try preference.showsAvatars())
    try await preference.setShowsAvatars(false)
    #expect(try preference.showsAvatars() == false)
    try await preference.setShowsAvatars(true)
    #expect(try preference.showsAvatars())
  }
}
