import Foundation
import Logging
import Testing
import ViperKit

@testable import Host

/// `session.sqlite` at exit (PROTOCOL §10): closed, it leaves no `-wal` or
/// `-shm`, and a save after it fails as when the file cannot be opened.
@Suite("SessionFile")
struct SessionFileTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)").path
  let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

  init() throws { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }

  func files() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: directory)) }

  @Test func closingRemovesTheLogFilesAndKeepsTheSession() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = SessionFile.open(directory: directory, logger: logger)
    let home = SavedView(entry: StackEntry(module: "home"), snapshot: nil)
    try file.save(count: 1, changed: [(0, home)])
    #expect(try files() == ["session.sqlite", "session.sqlite-wal", "session.sqlite-shm"])
    try file.close()
    #expect(try files() == ["session.sqlite"])
    #expect(throws: SessionFileUnavailable.self) { try file.save(count: 0, changed: []) }
    #expect(try SessionFile.open(directory: directory, logger: logger).load() == [home])
  }

  @Test func closingOneNeverOpenedMakesNoFile() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = SessionFile.open(directory: directory, logger: logger)
    try file.close()
    #expect(try files().isEmpty)
    #expect(throws: SessionFileUnavailable.self) { try file.load() }
  }
}
