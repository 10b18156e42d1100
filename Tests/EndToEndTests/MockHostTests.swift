import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

/// `viper-host mock` over real pipes: the test plays the frontend.
@Suite("The mock host (viper-host mock)")
final class MockHostTests {
  private let scratch = ScratchTranscripts()

  func write(_ text: String) throws -> String { try scratch.write(text) }

  static let story = """
    # A small story: initialize, a request with a placeholder, and the end.
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1","clientInfo":{"name":"{{*}}"}}}
    <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","hostInfo":{"name":"viper-host","version":"{{*}}"},"modules":[{"name":"home","title":"Home","version":"1.0.0"},"{{...}}"]}}
    --> {"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"{{$module}}"}}
    <-- {"jsonrpc":"2.0","method":"router/navigate","params":{"action":"push","viewId":"v1","module":"{{$module}}","stack":["v1"]}}
    <-- {"jsonrpc":"2.0","id":2,"result":{"viewId":"v1","rev":1}}
    --> {"jsonrpc":"2.0","method":"exit"}

    """

  static let initialize =
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1","clientInfo":{"name":"t"}}}"#

  func mock(_ paths: [String]) throws -> HostProcess {
    try HostProcess(executable: HostBinary.path, arguments: ["mock", "--timeout", "10"] + paths)
  }

  func parse(_ line: String) throws -> JSONValue { try JSONParser().parse(line) }

  @Test func aMatchingFrontendGetsTheAnswersAndExitZero() throws {
    let mock = try mock([write(Self.story)])
    try mock.send(Self.initialize)
    let hello = try parse(mock.readLine())
    #expect(hello["result"]?["hostInfo"]?["version"] == .string("0.0.0-mock"))
    #expect(hello["result"]?["modules"] == .array([["name": "home", "title": "Home", "version": "1.0.0"]]))
    try mock.send(#"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"jobs"}}"#)
    let navigate = try parse(mock.readLine())
    #expect(navigate["params"]?["module"] == .string("jobs"))
    #expect(try parse(mock.readLine())["id"] == .int(2))
    try mock.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(try mock.readToEnd() == [])
    #expect(mock.waitForExit() == 0)
  }

  @Test func theAnswersCarryTheFrontendsIdsWhateverTheTranscriptSays() throws {
    let mock = try mock([write(Self.story)])
    try mock.send(Self.initialize.replacingOccurrences(of: #""id":1"#, with: #""id":"hello""#))
    #expect(try parse(mock.readLine())["id"] == .string("hello"))
    try mock.send(#"{"jsonrpc":"2.0","id":77,"method":"view/open","params":{"module":"home"}}"#)
    _ = try mock.readLine()
    #expect(try parse(mock.readLine())["id"] == .int(77))
    try mock.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(mock.waitForExit() == 0)
  }

  @Test func aLineThatDiffersGetsMinus32099WithTheExpectedLineAndADiffAndExitOne() throws {
    let mock = try mock([write(Self.story)])
    try mock.send(Self.initialize)
    _ = try mock.readLine()
    try mock.send(#"{"jsonrpc":"2.0","id":5,"method":"view/get","params":{"viewId":"v1"}}"#)
    let error = try parse(mock.readLine())
    #expect(error["id"] == .int(5))
    #expect(error["error"]?["code"] == .int(-32099))
    #expect(error["error"]?["data"]?["kind"] == .string("mock_mismatch"))
    #expect(
      error["error"]?["data"]?["expected"]
        == .string(#"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"{{$module}}"}}"#))
    #expect(error["error"]?["data"]?["line"] == .int(4))
    try mock.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    mock.closeInput()
    _ = try mock.readToEnd()
    #expect(mock.waitForExit() == 1)
    let stderr = mock.stderrText
    #expect(stderr.contains("story.txt:4: the frontend's line differs at $.method"))
    #expect(stderr.contains(#"-   "method": "view/open","#))
    #expect(stderr.contains(#"+   "method": "view/get","#))
  }

  @Test func aFrontendThatStopsEarlyLeavesExpectationsUnmetAndExitOne() throws {
    let mock = try mock([write(Self.story)])
    try mock.send(Self.initialize)
    _ = try mock.readLine()
    mock.closeInput()
    #expect(try mock.readToEnd() == [])
    #expect(mock.waitForExit() == 1)
    #expect(mock.stderrText.contains("story.txt:4: the frontend closed its output before sending this line"))
  }

  @Test func linesAfterTheLastTranscriptAreMismatches() throws {
    let path = try write(Self.story.replacingOccurrences(of: #"--> {"jsonrpc":"2.0","method":"exit"}"#, with: ""))
    let mock = try mock([path])
    try mock.send(Self.initialize)
    _ = try mock.readLine()
    try mock.send(#"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"home"}}"#)
    _ = try mock.readLine()
    _ = try mock.readLine()
    try mock.send(#"{"jsonrpc":"2.0","id":3,"method":"host/idle"}"#)
    let error = try parse(mock.readLine())
    #expect(error["id"] == .int(3))
    #expect(error["error"]?["data"]?["expected"] == .null)
    mock.closeInput()
    #expect(mock.waitForExit() == 1)
    #expect(mock.stderrText.contains("the transcript expects no more lines"))
  }

  @Test(arguments: [
    ("!restart", "uses !restart, which needs a real host"),
    ("!status 1", "uses !status, which is about the real host's exit status"),
    (#"<-- {"id":1,"result":"{{$never}}"}"#, "{{$never}} in a <-- line is bound by no earlier --> line"),
  ])
  func transcriptsTheMockCannotPlayAreRefusedWithAReason(line: String, reason: String) throws {
    let path = try write(Self.story + line + "\n")
    let mock = try mock([path])
    mock.closeInput()
    #expect(try mock.readToEnd() == [])
    #expect(mock.waitForExit() == 2)
    #expect(mock.stderrText.contains("cannot play \(path):"))
    #expect(mock.stderrText.contains(reason))
  }

  @Test func hostLinesAreIgnoredAndEofIsTheFrontendClosingItsOutput() throws {
    let path = try write(
      "!host --in-memory --data-dir {{tmpdir}}\n"
        + Self.story.replacingOccurrences(
          of: #"--> {"jsonrpc":"2.0","method":"exit"}"#, with: "!eof\n<-- {\"jsonrpc\":\"2.0\",\"method\":\"bye\"}"))
    let mock = try mock([path])
    try mock.send(Self.initialize)
    _ = try mock.readLine()
    try mock.send(#"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"home"}}"#)
    _ = try mock.readLine()
    _ = try mock.readLine()
    mock.closeInput()
    #expect(try mock.readToEnd() == [#"{"jsonrpc":"2.0","method":"bye"}"#])
    #expect(mock.waitForExit() == 0)
  }

  @Test func severalTranscriptsPlayOneAfterAnotherEachWithItsOwnIds() throws {
    let first = try write(Self.story)
    let second = try write(Self.story)
    let mock = try mock([first, second])
    for round in 0..<2 {
      try mock.send(Self.initialize.replacingOccurrences(of: #""id":1"#, with: #""id":\#(10 + round)"#))
      #expect(try parse(mock.readLine())["id"] == .int(Int64(10 + round)))
      try mock.send(#"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"m\#(round)"}}"#)
      #expect(try parse(mock.readLine())["params"]?["module"] == .string("m\(round)"))
      _ = try mock.readLine()
      try mock.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    }
    #expect(mock.waitForExit() == 0)
  }
}
