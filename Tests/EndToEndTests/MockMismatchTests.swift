import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

/// `viper-host mock` over pipes, after a line that does not match (MOCK.md):
/// nothing the transcript gives for that line is written — neither its
/// response nor the lines that go with it — and every other line still is.
@Suite("The mock host after a mismatch")
final class MockMismatchTests {
  private let scratch = ScratchTranscripts()

  /// A request with notifications before its response (id 2), one whose
  /// group ends with a notification after its response (id 3), then a
  /// pipelined pair (ids 4 and 5) with a notification before each response.
  static let story = """
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
    <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","n":1}}
    --> {"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"home"}}
    <-- {"jsonrpc":"2.0","method":"router/navigate","params":{"n":2}}
    <-- {"jsonrpc":"2.0","method":"view/update","params":{"n":2}}
    <-- {"jsonrpc":"2.0","id":2,"result":{"n":2}}
    --> {"jsonrpc":"2.0","id":3,"method":"view/event","params":{"action":"a"}}
    <-- {"jsonrpc":"2.0","method":"view/update","params":{"n":3}}
    <-- {"jsonrpc":"2.0","id":3,"result":{"n":3}}
    <-- {"jsonrpc":"2.0","method":"view/update","params":{"n":"3 later"}}
    --> {"jsonrpc":"2.0","id":4,"method":"view/get","params":{"viewId":"v1"}}
    --> {"jsonrpc":"2.0","id":5,"method":"view/get","params":{"viewId":"v2"}}
    <-- {"jsonrpc":"2.0","method":"note","params":{"n":4}}
    <-- {"jsonrpc":"2.0","id":4,"result":{"n":4}}
    <-- {"jsonrpc":"2.0","method":"note","params":{"n":5}}
    <-- {"jsonrpc":"2.0","id":5,"result":{"n":5}}
    --> {"jsonrpc":"2.0","method":"exit"}

    """

  static let requests = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#,
    #"{"jsonrpc":"2.0","id":2,"method":"view/open","params":{"module":"home"}}"#,
    #"{"jsonrpc":"2.0","id":3,"method":"view/event","params":{"action":"a"}}"#,
    #"{"jsonrpc":"2.0","id":4,"method":"view/get","params":{"viewId":"v1"}}"#,
    #"{"jsonrpc":"2.0","id":5,"method":"view/get","params":{"viewId":"v2"}}"#,
    #"{"jsonrpc":"2.0","method":"exit"}"#,
  ]

  /// What a matching frontend reads after each request: the `n` of each line.
  static let answers: [[String]] = [["1"], ["2", "2", "2"], ["3", "3", "3 later"], ["4", "4"], ["5", "5"], []]

  /// Plays the story with request `wrong` replaced by a line that does not
  /// match; returns the `n` of every line read (`error` for the mock's -32099).
  func play(mismatching wrong: Int) throws -> (lines: [String], status: Int32?) {
    let mock = try HostProcess(
      executable: HostBinary.path, arguments: ["mock", "--timeout", "10", scratch.write(Self.story)])
    for (index, request) in Self.requests.enumerated() {
      try mock.send(index == wrong ? request.replacingOccurrences(of: "\"params\"", with: "\"other\"") : request)
    }
    mock.closeInput()
    let lines = try mock.readToEnd().map { line -> String in
      let value = try JSONParser().parse(line)
      if value["error"]?["code"] == .int(-32099) { return "error" }
      switch value["result"]?["n"] ?? value["params"]?["n"] {
      case .int(let n)?: return String(n)
      case .string(let n)?: return n
      default: return line
      }
    }
    return (lines, mock.waitForExit())
  }

  @Test func aMatchingFrontendReadsEveryLine() throws {
    let played = try play(mismatching: -1)
    #expect(played.lines == Self.answers.flatMap { $0 })
    #expect(played.status == 0)
  }

  /// Every request of the story in turn: its own lines are replaced by the
  /// mock's error, the lines of every other request are written as before.
  @Test(arguments: 0..<5)
  func aMismatchedLineGetsOnlyTheMocksErrorAndTheOthersTheirLines(wrong: Int) throws {
    var expected = Self.answers
    expected[wrong] = ["error"]
    let played = try play(mismatching: wrong)
    #expect(played.lines == expected.flatMap { $0 }, "request \(wrong)")
    #expect(played.status == 1)
  }
}
