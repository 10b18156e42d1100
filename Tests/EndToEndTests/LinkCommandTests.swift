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
