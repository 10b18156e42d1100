import Foundation
import GRDB
import Persistence
import Synchronization
import Testing

/// The migrations' stamp (`user_version`): a file stamped by the same list
/// opens without the migrator; one migration more runs, on the real file.
@Suite("AppDatabase on a file")
struct AppDatabaseTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appdb-\(UUID().uuidString)").path

  init() throws { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }

  func table(_ name: String) -> Migration {
    Migration(name) { db in try db.execute(sql: "CREATE TABLE \(name) (id INTEGER PRIMARY KEY)") }
  }

  func tables(_ database: AppDatabase) throws -> [String] {
    try database.writer.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'grdb%'")
    }.sorted()
  }

  func stamp(_ database: AppDatabase) throws -> Int32? {
    try database.writer.read { db in try Int32.fetchOne(db, sql: "PRAGMA user_version") }
  }

  @Test func aStampedFileOpensAsItIsAndANewMigrationStillRuns() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/viper-host.sqlite"
    let first = try AppDatabase.file(at: path, migrations: [table("a")])
    #expect(try stamp(first) == AppDatabase.schemaStamp(["a"]))
    // The same list: the migrator is not even asked. (With GRDB's record of
    // applied migrations gone, it would run "a" again, which would throw.)
    try first.writer.write { db in try db.execute(sql: "DELETE FROM grdb_migrations") }
    let failing = Migration("a") { _ in throw DatabaseError(message: "ran again") }
    let again = try AppDatabase.file(at: path, migrations: [failing])
    #expect(try tables(again) == ["a"])
    // One more: the migrator runs (its record is gone, so "a" again: a no-op here), and the stamp follows.
    let grown = try AppDatabase.file(at: path, migrations: [Migration("a") { _ in }, table("b")])
    #expect(try tables(grown) == ["a", "b"])
    #expect(try stamp(grown) == AppDatabase.schemaStamp(["a", "b"]))
  }

  @Test func theStampDependsOnTheNamesAndTheirOrderAndIsNeverZero() {
    #expect(AppDatabase.schemaStamp(["a", "b"]) != AppDatabase.schemaStamp(["b", "a"]))
    #expect(AppDatabase.schemaStamp(["a", "b"]) != AppDatabase.schemaStamp(["ab"]))
    #expect(AppDatabase.schemaStamp([]) != 0)
  }

  /// The start checks what it can without SQLite; the file opens at its first use.
  @Test func theStartChecksTheFileAndTheFirstUseOpensIt() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/viper-host.sqlite"
    let database = try AppDatabase.file(at: path, migrations: [table("a")])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty, "made, empty, not opened yet")
    #expect(try tables(database) == ["a"])
    #expect(throws: DatabaseFileError.self) { try AppDatabase.checkFile(at: directory) }  // a folder
    let garbage = directory + "/garbage.sqlite"
    try Data("not a database at all".utf8).write(to: URL(fileURLWithPath: garbage))
    #expect(throws: DatabaseFileError.self) { try AppDatabase.checkFile(at: garbage) }
    #expect(throws: Never.self) { try AppDatabase.checkFile(at: path) }  // a real one
  }

  /// A failure to open is tried again at the next use, not kept.
  @Test func aFileThatDidNotOpenIsTriedAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/viper-host.sqlite"
    let failures = Mutex(0)
    let database = try AppDatabase.file(at: path, migrations: [table("a")]) { _ in failures.withLock { $0 += 1 } }
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))  // damaged after the start
    #expect(throws: (any Error).self) { try tables(database) }
    #expect(failures.withLock { $0 } == 1, "the failure is told (the host logs it)")
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(try tables(database) == ["a"])
    #expect(failures.withLock { $0 } == 1)
  }

  /// At exit (PROTOCOL §10): closed, no `-wal` or `-shm` is left, and a use
  /// after it throws rather than reach the closed connection, or open it again.
  @Test func closingRemovesTheLogFilesAndLaterUsesThrow() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/viper-host.sqlite"
    let database = try AppDatabase.file(at: path, migrations: [table("a")])
    try database.writer.write { db in try db.execute(sql: "INSERT INTO a (id) VALUES (7)") }
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    try database.close()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["viper-host.sqlite"])
    #expect(throws: AppDatabaseClosed.self) { try tables(database) }
    try database.close()  // twice: nothing to do
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["viper-host.sqlite"])
    let reopened = try AppDatabase.file(at: path, migrations: [table("a")])
    #expect(try reopened.writer.read { db in try Int.fetchAll(db, sql: "SELECT id FROM a") } == [7])
  }

  /// A database never opened is closed without opening it: the file stays empty.
  @Test func closingOneNeverOpenedLeavesTheFileEmpty() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/viper-host.sqlite"
    let database = try AppDatabase.file(at: path, migrations: [table("a")])
    try database.close()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    #expect(throws: AppDatabaseClosed.self) { try tables(database) }
  }
}
