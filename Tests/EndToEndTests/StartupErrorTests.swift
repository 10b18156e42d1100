import Foundation
import Testing
import Transcripts

/// A start that fails on the operator's paths says so in one readable line
/// on stderr and exits 1 — no Foundation error dump, no signal.
@Suite("Start-up errors over real processes", .serialized)
struct StartupErrorTests {
  @Test(arguments: [
    ["--data-dir", "/proc/nonexistent/x"], ["--data-dir", "/dev/null"], ["--data-dir", "/dev/null/sub"],
    ["--in-memory", "--record", "/proc/nonexistent/session.txt"], ["--in-memory", "--record", "/tmp"],
  ])
  func aBadPathIsOneReadableLine(arguments: [String]) throws {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    #expect(try host.readToEnd().isEmpty, "stdout carries protocol only")
    #expect(host.waitForExit() == 1)
    let stderr = host.stderrText
    #expect(stderr.hasPrefix("Error: cannot "), "\(stderr)")
    #expect(!stderr.contains("Domain="), "\(stderr)")
    #expect(!stderr.contains("UserInfo"), "\(stderr)")
  }

  /// The cause named is the real one, not a guess.
  @Test(arguments: [
    (["--in-memory", "--record", "/tmp"], "Is a directory"), (["--data-dir", "/dev/null/sub"], "/dev/null is a file"),
  ])
  func theCauseIsTheRealOne(arguments: [String], cause: String) throws {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    _ = try host.readToEnd()
    #expect(host.waitForExit() == 1)
    #expect(host.stderrText.contains(cause), "\(host.stderrText)")
  }

  /// A database file that is not one stops the start, though the database
  /// itself opens only when a module needs it (issue #31).
  @Test func aDataDirectoryWhoseDatabaseIsNotOneIsOneReadableLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notdb-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: directory + "/viper-host.sqlite"))
    let host = try HostBinary.start(["--data-dir", directory])
    host.closeInput()
    #expect(try host.readToEnd().isEmpty)
    #expect(host.waitForExit() == 1)
    let said = "Error: cannot open the data directory \(directory) or its database: file is not a database"
    #expect(host.stderrText.hasPrefix(said), "\(host.stderrText)")
  }

  /// A transcript that cannot be written to the end says so the same way.
  @Test func aTranscriptThatCannotBeFinishedIsOneReadableLine() throws {
    let host = try HostBinary.start(["--in-memory", "--record", "/dev/full"])
    try host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    _ = try host.readLine()
    host.closeInput()
    _ = try host.readToEnd()
    #expect(host.waitForExit() == 1)
    #expect(host.stderrText.hasPrefix("Error: cannot finish the transcript at /dev/full: "), "\(host.stderrText)")
    #expect(!host.stderrText.contains("Domain="))
  }
}
