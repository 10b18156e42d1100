import Foundation
import Testing
import Transcripts

/// PROTOCOL §3: a frontend that closes the host's stdout ends the session
/// (exit 0) at once, even if it keeps the host's stdin open.
@Suite("A closed stdout ends the host", .serialized)
struct ClosedOutputTests {
  static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#

  /// How far the session got before the frontend stopped listening.
  enum Moment: CaseIterable {
    case beforeAnything, afterInitialize, withAViewOpen
  }

  @Test(arguments: Moment.allCases)
  func theHostExitsWithStatusZeroWhileItsInputStaysOpen(moment: Moment) throws {
    let host = try HostBinary.start(["--in-memory"])
    if moment != .beforeAnything {
      try host.send(Self.initialize)
      _ = try host.readLine()
    }
    if moment == .withAViewOpen {
      try host.send(#"{"jsonrpc":"2.0","id":2,"method":"app/start"}"#)
      while try !host.readLine().contains(#""id":2"#) {}
    }
    host.closeOutput()
    // stdin stays open: only the closed stdout can end the host.
    let status = host.waitForExit(timeout: 10)
    #expect(status == 0, "the host did not end after its stdout closed; stderr: \(host.stderrText)")
    host.closeInput()
  }

  @Test func aRequestAfterTheCloseDoesNotRevive() throws {
    let host = try HostBinary.start(["--in-memory"])
    try host.send(Self.initialize)
    _ = try host.readLine()
    host.closeOutput()
    // Whether the host has already gone or not, it must not hang on this.
    try? host.send(#"{"jsonrpc":"2.0","id":2,"method":"module/list"}"#)
    #expect(host.waitForExit(timeout: 10) == 0)
    host.closeInput()
  }
}
