import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

/// `app/start {stack}` and `limits.maxViews` over pipes (SESSIONS.md §3):
/// the new stack replaces the views open, so only its own entries count.
@Suite("app/start {stack} counts only its own entries toward maxViews")
struct StackStartLimitTests {
  static func request(_ id: Int, _ method: String, _ params: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
  }

  static func stack(_ count: Int) -> String {
    #"{"stack":["# + Array(repeating: #"{"module":"home"}"#, count: count).joined(separator: ",") + "]}"
  }

  /// Serves `lines`; the response to each request id, and every router/navigate's stack size.
  func serve(_ lines: [String]) throws -> (responses: [Int64: JSONValue], stacks: [Int]) {
    let host = try HostBinary.start(["--in-memory"])
    for line in lines { try host.send(line) }
    host.closeInput()
    var responses: [Int64: JSONValue] = [:]
    var stacks: [Int] = []
    for line in try host.readToEnd(timeout: 60) {
      let message = try JSONParser().parse(line)
      if case .int(let id)? = message["id"] { responses[id] = message }
      if message["method"] == .string("router/navigate"), case .array(let stack)? = message["params"]?["stack"] {
        stacks.append(stack.count)
      }
    }
    #expect(host.waitForExit() == 0)
    return (responses, stacks)
  }

  /// With 0, 1, 255 and 256 views open, a stack of 256 opens and one of 257
  /// is refused at entry 256; with 256 open, view/open is refused (the
  /// limit is real, and would have counted them).
  @Test(arguments: [0, 1, 255, 256])
  func aFullStackOpensWhateverIsOpen(open: Int) throws {
    var lines = [Self.request(1, "initialize", #"{"protocolVersion":"1"}"#)]
    for index in 0..<open { lines.append(Self.request(10 + index, "view/open", #"{"module":"home"}"#)) }
    lines.append(Self.request(2, "view/open", #"{"module":"home"}"#))
    lines.append(Self.request(3, "app/start", Self.stack(257)))
    lines.append(Self.request(4, "app/start", Self.stack(256)))
    let (responses, stacks) = try serve(lines)
    let refusedOpen = responses[2]?["error"]?["data"]?["kind"]
    #expect(refusedOpen == (open == 256 ? .string("too_many_views") : nil), "view/open with \(open) open")
    let tooMany = try #require(responses[3]?["error"])
    #expect(tooMany["data"]?["kind"] == .string("too_many_views"))
    #expect(tooMany["data"]?["index"] == .int(256))
    let opened = try #require(responses[4]?["result"], "\(String(describing: responses[4]))")
    #expect(opened["module"] == .string("home"))
    #expect(stacks.last == 256)
  }
}
