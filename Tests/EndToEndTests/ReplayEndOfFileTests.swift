import Foundation
import Testing
import Transcripts

/// `viper-host replay` run as a user runs it, on a transcript the host
/// outgrows at end of input: a message nobody listed is reported at the line
/// after which it came — the run's last line — never at line 0. The same
/// stories are checked against the Python replayer in
/// Clients/python/tests/test_replay.py (test_an_extra_message_at_the_end…).
@Suite("viper-host replay names the line an extra message came after")
final class ReplayEndOfFileTests {
  private let scratch = ScratchTranscripts()

  /// Opening `jobs` starts its download; at end of input the host finishes
  /// it and sends the list (rev 2), which the story does not list.
  static let story = """
    !host --in-memory
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
    <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
    --> {"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"jobs"}}
    <-- {"jsonrpc":"2.0","method":"router/navigate","params":"{{*}}"}
    <-- {"jsonrpc":"2.0","method":"view/update","params":"{{*}}"}
    <-- {"jsonrpc":"2.0","id":2,"result":"{{*}}"}
    """

  static let restart = """
    !restart
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
    <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
    """

  /// The story as a file, and the line the extra message should be reported at.
  static let cases: [(text: String, line: Int)] = [
    (story + "\n", 7),  // the last line of the file
    (story, 7),  // no final newline
    (story + "\n# the download ends after this\n\n", 9),  // comments and blank lines after it are the file's too
    (story + "\n" + restart + "\n", 7),  // before !restart: the last line of that host's run
  ]

  @Test(arguments: cases.indices)
  func anExtraMessageAtEndOfInputIsReportedAfterTheRunsLastLine(index: Int) throws {
    let (text, line) = Self.cases[index]
    let path = try scratch.write(text)
    let replay = try HostProcess(executable: HostBinary.path, arguments: ["replay", "--timeout", "10", path])
    replay.closeInput()
    let output = try replay.readToEnd()
    #expect(replay.waitForExit() == 1)
    #expect(output.first == "FAIL \(path):\(line)", "\(output)")
    #expect(output.contains { $0.contains(#""method":"view/update""#) && $0.contains(#""rev":2"#) }, "\(output)")
  }
}
