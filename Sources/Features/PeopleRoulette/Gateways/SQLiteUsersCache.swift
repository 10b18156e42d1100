import GRDB
import Persistence

/// The cache as one SQLite table, replaced in one transaction (a failed
/// download never touches it).
public struct SQLiteUsersCache: UsersCache {
  public static let migration = Migration("roulette.v1.users") { db in
    try db.execute(
      sql: """
        CREATE TABLE roulette_user (
          position INTEGER PRIMARY KEY,
          id INTEGER NOT NULL,
          name TEXT NOT NULL,
          username TEXT NOT NULL,
          email TEXT NOT NULL,
          company_name TEXT
        )
        """)
  }

  private let database: AppDatabase

  public init(database: AppDatabase) { self.database = database }

  public func replaceAll(with users: [User]) async throws(PeopleRouletteFailure) {
    do {
      try await write(users)
    } catch {
      throw .storage(String(describing: error))
    }
  }

  public func all() throws(PeopleRouletteFailure) -> [User] {
    do {
      return try read()
    } catch {
      throw .storage(String(describing: error))
    }
  }

  private func write(_ users: [User]) async throws {
    try await database.writer.write { db in
      try db.execute(sql: "DELETE FROM roulette_user")
      for (position, user) in users.enumerated() {
        try db.execute(
          sql:
            "INSERT INTO roulette_user (position, id, name, username, email, company_name) VALUES (?, ?, ?, ?, ?, ?)",
          arguments: [position, user.id.rawValue, user.name, user.username, user.email, user.companyName])
      }
    }
  }

  private func read() throws -> [User] {
    try database.writer.read { db in
      try Row.fetchAll(db, sql: "SELECT id, name, username, email, company_name FROM roulette_user ORDER BY position")
        .map { row in
          User(
            id: UserID(row["id"] as Int), name: row["name"], username: row["username"], email: row["email"],
            companyName: row["company_name"])
        }
    }
  }
}
