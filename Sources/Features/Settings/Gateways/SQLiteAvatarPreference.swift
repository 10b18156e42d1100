import GRDB
import Persistence

/// The settings' on/off choices in the host's SQLite database, one row per
/// setting (absent: the default).
public struct SQLiteAvatarPreference: AvatarPreference {
  public static let migration = Migration("settings.v1.preferences") { db in
    try db.execute(sql: "CREATE TABLE settings_preference (name TEXT PRIMARY KEY, value INTEGER NOT NULL)")
  }

  private static let name = "show_avatars"
  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func showsAvatars() throws(SettingsFailure) -> Bool {
    do {
      return try database.writer.read { db in
        try Bool.fetchOne(db, sql: "SELECT value FROM settings_preference WHERE name = ?", arguments: [Self.name])
          ?? true
      }
    } catch {
      throw .storage(String(describing: error))
    }
  }

  public func setShowsAvatars(_ on: Bool) async throws(SettingsFailure) {
    do {
      try await database.writer.write { db in
        try db.execute(
          sql: "INSERT OR REPLACE INTO settings_preference (name, value) VALUES (?, ?)", arguments: [Self.name, on])
      }
    } catch {
      throw .storage(String(describing: error))
    }
  }
}
