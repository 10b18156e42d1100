import Foundation
import Testing
import Transcripts

@Suite("Transcripts against the real host", .serialized)
final class TranscriptReplayTests {
  let replayer = TranscriptReplayer(hostBinary: HostBinary.path, timeout: 10)
  /// Made by this test (Swift Testing makes one suite instance per test), removed after it.
  private var directories: [String] = []

  deinit {
    for directory in directories { try? FileManager.default.removeItem(atPath: directory) }
  }

  func temporaryDirectory() throws -> String {
    let directory = try HostBinary.temporaryDirectory()
    directories.append(directory)
    return directory
  }

  func write(_ text: String) throws -> String {
    let path = try temporaryDirectory() + "/story.txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let initialize =
    #"--> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#

  @Test func aRecordedSessionReplaysUnchanged() throws {
    let directory = try temporaryDirectory()
    let recording = directory + "/recorded.txt"
    let host = try HostBinary.start(["--in-memory", "--record", recording])
    try host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    try host.send(#"{"jsonrpc":"2.0","id":2,"method":"app/start"}"#)
    try host.send([0x7B, 0xFF, 0x7D])
    try host.send(#"{"jsonrpc":"2.0","id":3,"method":"view/event","params":{"viewId":"v1","action":"continue"}}"#)
    try host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    host.closeInput()
    _ = try host.readToEnd()
    #expect(host.waitForExit() == 1)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(text.contains("!host --in-memory"))
    #expect(text.contains("-->hex 7b ff 7d"))
    #expect(text.contains("!status 1"))
    #expect(try replayer.check(path: recording) == nil)
  }

  @Test func aBrokenExpectationFailsWithPathAndDiff() throws {
    let path = try write(
      """
      !host --in-memory
      \(Self.initialize)
      <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
      --> {"jsonrpc":"2.0","id":2,"method":"app/start"}
      <-- {"jsonrpc":"2.0","method":"router/navigate","params":{"action":"replaceRoot","viewId":"v1","module":"onboarding","stack":["v1"]}}
      <-- {"jsonrpc":"2.0","method":"view/update","params":{"viewId":"v1","module":"onboarding","rev":1,"view":{"type":"screen","title":"Welcome","children":[{"type":"image","name":"onboarding-1","label":"Welcome to the app"},{"type":"button","action":"continue","title":"Start","enabled":true}]}}}
      <-- {"jsonrpc":"2.0","id":2,"result":{"viewId":"v1","module":"onboarding"}}
      """)
    let failure = try #require(try replayer.check(path: path))
    #expect(failure.line == 6)
    #expect(failure.report.contains("differs at $.params.view.children[1].title"))
    #expect(failure.report.contains(#"-           "title": "Start","#))
    #expect(failure.report.contains(#"+           "title": "Continue","#))
  }

  @Test func missingExtraAndStatusAreFailures() throws {
    let missing = try write("!host --in-memory\n\(Self.initialize)\n<-- {\"id\":1}\n<-- {\"id\":2}")
    let impatient = TranscriptReplayer(hostBinary: HostBinary.path, timeout: 1)
    #expect(try impatient.check(path: missing)?.line == 3)  // the first differs
    let extra = try write("!host --in-memory\n\(Self.initialize)")
    #expect(try replayer.check(path: extra)?.report.contains("does not expect") == true)
    let status = try write(
      "!host --in-memory\n\(Self.initialize)\n<-- {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"{{*}}\"}\n--> {\"method\":\"exit\"}"
    )
    #expect(try replayer.check(path: status)?.report.contains("status 0, it exited with 1") == true)
  }

  @Test func updateFillsInAnswersAndKeepsCommentsAndWildcards() throws {
    let path = try write(
      """
      # a new story
      !host --in-memory
      \(Self.initialize)
      <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
      # open it
      --> {"jsonrpc":"2.0","id":2,"method":"app/start"}
      --> {"jsonrpc":"2.0","id":3,"method":"nope"}
      """)
    let updated = try replayer.updated(path: path)
    let lines = updated.split(separator: "\n").map(String.init)
    #expect(lines[0] == "# a new story")
    #expect(lines[3] == #"<-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}"#)
    #expect(lines[4] == "# open it")
    #expect(lines[6].hasPrefix(#"<-- {"jsonrpc":"2.0","method":"router/navigate""#))
    #expect(lines[9].hasPrefix(#"--> {"jsonrpc":"2.0","id":3"#))
    #expect(lines[10].contains("-32601"))
    try updated.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try replayer.check(path: path) == nil)
  }
}
