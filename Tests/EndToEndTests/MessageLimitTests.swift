import Foundation
import JSONValue
import Testing
import Transcripts
import Wire

/// PROTOCOL §10: no line from the host is longer than `maxMessageBytes`, and
/// an answer that would echo a long string the frontend sent is a clear
/// error, not -32603 (which means a bug). Every string a request carries, at
/// every place, 4,000 bytes long (plain, and control characters that take 6
/// bytes each once escaped), against the smallest limit (4096).
@Suite("Every line within maxMessageBytes", .serialized)
struct MessageLimitTests {
  static let limit = 4096

  static func long(_ unit: String) -> String { String(repeating: unit, count: 4_000) }

  /// Requests with `{{long}}` where the long string goes.
  static let requests: [String] = [
    #"{"jsonrpc":"2.0","id":"{{long}}","method":"host/idle"}"#,
    #"{"jsonrpc":"2.0","id":2,"method":"{{long}}"}"#,
    #"{"jsonrpc":"2.0","id":3,"method":"view/open","params":{"module":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":4,"method":"view/open","params":{"module":"stargazers","input":{"repository":"{{long}}"}}}"#,
    #"{"jsonrpc":"2.0","id":5,"method":"view/open","params":{"module":"user","input":{"id":1,"login":"{{long}}","avatar_url":"x"}}}"#,
    #"{"jsonrpc":"2.0","id":6,"method":"view/open","params":{"module":"home","input":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":7,"method":"view/event","params":{"viewId":"{{long}}","action":"continue"}}"#,
    #"{"jsonrpc":"2.0","id":8,"method":"view/event","params":{"viewId":"v1","action":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":9,"method":"view/event","params":{"viewId":"v1","action":"continue","value":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":10,"method":"view/get","params":{"viewId":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":11,"method":"view/close","params":{"viewId":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":12,"method":"initialize","params":{"protocolVersion":"{{long}}"}}"#,
    #"{"jsonrpc":"2.0","id":13,"method":"initialize","params":{"protocolVersion":"1","clientInfo":{"name":"{{long}}"}}}"#,
    #"{"jsonrpc":"2.0","id":14,"method":"view/open","params":{"module":"bench-list","input":{"rows":"{{long}}"}}}"#,
    #"{"jsonrpc":"2.0","id":15,"method":"view/open","params":{"module":"users-list","input":{"users":"{{long}}"}}}"#,
  ]

  /// 4,000 of a character, and exactly 128 (the name limit) of the
  /// characters that take the most room once escaped: each answer still fits.
  static let strings = [
    long("x"), long(#"\u0001"#), String(repeating: #"\u0001"#, count: 128), String(repeating: #"\""#, count: 128),
    String(repeating: #"\\"#, count: 128), String(repeating: "é", count: 64),
  ]

  @Test(arguments: strings)
  func noAnswerIsLongerThanTheLimitOrABug(string: String) throws {
    let host = try HostBinary.start([
      "--in-memory", "--bench-modules", "--max-message-bytes", String(Self.limit),
    ])
    try host.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    _ = try host.readLine()
    try host.send(#"{"jsonrpc":"2.0","id":1,"method":"app/start"}"#)
    while try !host.readLine().contains(#""id":1,"#) {}
    let parser = JSONParser()
    for request in Self.requests {
      try host.send(request.replacingOccurrences(of: "{{long}}", with: string))
      var line: String
      repeat {
        line = try host.readLine()
        #expect(line.utf8.count <= Self.limit, "a line of \(line.utf8.count) bytes after \(request)")
      } while !line.contains(#""error""#) && !line.contains(#""result""#)
      let answer = try parser.parse(line)
      #expect(answer["error"]?["code"] != -32603, "a long string made the host fail: \(request)\n\(line.prefix(300))")
    }
    host.closeInput()
    #expect(host.waitForExit() == 0)
  }

  /// Every stack change is announced, and a stack that cannot grow is
  /// refused (-32012 `too_many_views`), never left unannounced.
  @Test func aStackTooLongToAnnounceIsRefusedNotSilentlyUnannounced() throws {
    let frontend = try Frontend(["--in-memory", "--bench-modules", "--max-message-bytes", String(Self.limit)])
    try frontend.initialize()
    _ = try frontend.call("app/start")
    var opened = 1
    while opened < 300 {
      let messages = try frontend.call("view/open", ["module": "bench-counter"])
      for message in messages { #expect(JSONSerializer.bytes(message).count <= Self.limit) }
      if let error = messages.last?["error"] {
        #expect(error["code"] == -32012)
        #expect(error["data"]?["kind"] == "too_many_views")
        break
      }
      opened += 1
      #expect(messages.first?["method"] == "router/navigate", "view \(opened) was not announced")
      #expect(messages.first?["params"]?["stack"]?.arrayValue?.count == opened)
    }
    // At the smallest limit the stack of maxViews (256) views still fits its
    // announcement; a tighter fit is the core's (HostCoreLimitTests).
    #expect(opened == 256, "refused at \(opened) views")
    // Going back is announced as always.
    #expect(try frontend.call("navigation/back").first?["method"] == "router/navigate")
    #expect(frontend.finish() == 0)
  }
}
