import Foundation
import Testing
import Transcripts

/// `viper-host link` as a user runs it (SESSIONS.md §3): the link of a saved
/// session, of what a transcript leaves open, and a link parsed back.
@Suite("viper-host link")
struct LinkCommandTests {
  struct Outcome {
    var status: Int32?
    var stdout: [String]
    var stderr: String
  }

  func run(_ arguments: [String]) throws -> Outcome {
    let process = try HostBinary.start(["link"] + arguments)
    process.closeInput()
    let lines = (try? process.readToEnd()) ?? []
    return Outcome(status: process.waitForExit(), stdout: lines, stderr: process.stderrText)
  }

  /// Serves `lines` on `directory`, then ends the host (EOF): its session is saved.
  func serve(_ directory: String, _ lines: [String]) throws {
    let host = try HostBinary.start(["--data-dir", directory])
    for line in lines { try host.send(line) }
    host.closeInput()
    _ = try host.readToEnd()
    #expect(host.waitForExit() == 0)
  }

  @Test func parseGivesTheStackAsJSON() throws {
    let outcome = try run(["--parse", "home/+jobs/job-detail?id=2&name=Swift%20dev"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout == [
        #"[{"module":"home"},{"module":"jobs","presented":true},{"module":"job-detail","input":{"id":2,"name":"Swift dev"}}]"#
      ])
  }

  @Test func aLinkThatDoesNotParseIsExit65WithWhere() throws {
    let emptyPairs = [("home?a=1&", 9), ("home?&a=1", 5), ("home?a=1&&b=2", 9), ("home?&", 5), ("home?a=1&=2", 9)]
    for (link, offset) in [("home//jobs", 5), ("home?x", 5), ("a?k=%G1", 4), ("", 0)] + emptyPairs {
      let outcome = try run(["--parse", link])
      #expect(outcome.status == 65, "\(link)")
      #expect(outcome.stdout.isEmpty, "\(link)")
      #expect(outcome.stderr.contains("byte \(offset):"), "\(link): \(outcome.stderr)")
    }
  }

  @Test func theSavedSessionsLinkOrExit1WithoutOne() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let none = try run(["--data-dir", directory])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no saved session"))
    // A data directory that does not exist is not made: `link` changes no file (SESSIONS.md §3).
    let missing = directory + "/not-there"
    #expect(try run(["--data-dir", missing]).status == 1)
    #expect(!FileManager.default.fileExists(atPath: missing))
    try serve(
      directory,
      [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"link":"home/stargazers?repository=apple%2Fswift"}}"#,
      ])
    let saved = try run(["--data-dir", directory])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdout == ["home/stargazers?repository=apple%2Fswift"])
  }

  /// A saved session for the damaged-file cases: home with a stargazers view on it.
  func savedSession() throws -> String {
    let directory = try HostBinary.temporaryDirectory()
    try serve(
      directory,
      [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"link":"home/stargazers?repository=apple%2Fswift"}}"#,
      ])
    return directory
  }

  enum Damage: CaseIterable { case notADatabase, truncated, unreadableRow }

  /// A session file that does not open (or whose rows do not read) is exit 1
  /// with a message naming the file and what serving does with it, which a
  /// host serving the directory then does; `link` itself leaves the file be.
  @Test(arguments: Damage.allCases)
  func aDamagedSessionIsExit1NamingTheFileAndWhatServingDoes(damage: Damage) throws {
    let directory = try savedSession()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/session.sqlite"
    switch damage {
    case .notADatabase: try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
    case .truncated:
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      try bytes.prefix(1024).write(to: URL(fileURLWithPath: path))
      try? FileManager.default.removeItem(atPath: path + "-wal")
    case .unreadableRow:
      let sqlite = Process()
      sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      sqlite.arguments = ["sqlite3", path, "UPDATE session_view SET input = '{not json' WHERE position = 1"]
      try sqlite.run()
      sqlite.waitUntilExit()
      try #require(sqlite.terminationStatus == 0)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let outcome = try run(["--data-dir", directory])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("the saved session \(path)"), "\(outcome.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + ".damaged"))
    let setAside = damage != .unreadableRow
    let said = setAside ? "sets it aside as session.sqlite.damaged" : "keeps it, and app/start {restore: true} opens"
    #expect(outcome.stderr.contains(said), "\(outcome.stderr)")
    // What serving does is what the message said: at the session's first use (app/start), not before.
    let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#
    try serve(directory, [initialize])
    #expect(!FileManager.default.fileExists(atPath: path + ".damaged"))
    try serve(directory, [initialize, #"{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"restore":true}}"#])
    #expect(FileManager.default.fileExists(atPath: path + ".damaged") == setAside)
  }

  /// An older host let the root be presented; such a saved session restores
  /// and links with a plain root (SESSIONS.md §3: the root is never presented).
  @Test func aSavedPresentedRootRestoresAndLinksAsAPlainRoot() throws {
    let directory = try savedSession()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    sqlite.arguments = ["sqlite3", directory + "/session.sqlite", "UPDATE session_view SET presented = 1"]
    try sqlite.run()
    sqlite.waitUntilExit()
    try #require(sqlite.terminationStatus == 0)
    let linked = try run(["--data-dir", directory])
    #expect(linked.status == 0, "\(linked.stderr)")
    #expect(linked.stdout == ["home/+stargazers?repository=apple%2Fswift"])
    let host = try HostBinary.start(["--data-dir", directory])
    for line in [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"app/start","params":{"restore":true}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"app/link"}"#,
    ] { try host.send(line) }
    host.closeInput()
    let lines = try host.readToEnd()
    #expect(host.waitForExit() == 0)
    #expect(lines.contains { $0.contains(#""id":2,"result""#) && $0.contains(#""restored":true"#) }, "\(lines)")
    #expect(
      lines.contains {
        $0.contains(#""id":3,"result":{"link":"home/+stargazers?repository=apple%2Fswift""#)
          && $0.contains(#""stack":[{"module":"home"},"#)
      }, "\(lines)")
  }

  @Test func aTranscriptsOpenStack() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let outcome = try run([root + "/Protocol/transcripts/navigation-open-back-close.txt"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let stack = try #require(outcome.stdout.first)
    // Whatever the story leaves open, its link parses back to a stack.
    #expect(try run(["--parse", stack]).status == 0)
    let ended = try run([root + "/Protocol/transcripts/lifecycle-initialize-shutdown-exit.txt"])
    #expect(ended.status == 1)
  }
}
