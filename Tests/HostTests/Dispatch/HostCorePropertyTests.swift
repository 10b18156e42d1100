import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

@Suite("Host core: properties")
struct HostCorePropertyTests {
  /// Lines a fuzzer would send: random bytes, JSON fragments, near-valid requests.
  static func randomLine(_ generator: inout SeededRandomNumberGenerator) -> [UInt8] {
    let pieces: [String] = [
      "{", "}", "[", "]", ",", ":", "\"", "\"id\"", "\"method\"", "\"params\"", "\"jsonrpc\"", "\"2.0\"", "1", "-1",
      "1e999", "null", "true", "\"view/event\"", "\"app/start\"", "\"viewId\"", "\"v1\"", "\"action\"", "\"inc\"",
      " ", "\\u0000", "NaN",
    ]
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      return (0..<Int.random(in: 0..<40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        .filter { $0 != 0x0A }
    case 1:
      return Array(
        (0..<Int.random(in: 1..<20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
          .joined().utf8)
    default:
      let id = Int.random(in: 0..<1000, using: &generator)
      let method = ["view/event", "app/start", "view/get", "module/list", "nope", "host/idle"].randomElement(
        using: &generator)!
      return Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"viewId":"v1","action":"inc"}}"#.utf8)
    }
  }

  @Test func everyLineGetsOneAnswerOrNoneForANotificationAndTheHostKeepsServing() {
    var generator = SeededRandomNumberGenerator(seed: 2026)
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    for _ in 0..<3000 {
      let line = Self.randomLine(&generator)
      let messages = host.line(String(decoding: line, as: UTF8.self))
      let answers = messages.filter { $0["method"] == nil }
      let isNotification: Bool = {
        guard let value = try? JSONParser().parse(line), case .success(let message) = RPCIncoming.decode(value)
        else { return false }
        return message.isNotification
      }()
      let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      #expect(answers.count == (isNotification || blank ? 0 : 1), "for \(String(decoding: line, as: UTF8.self))")
    }
    #expect(host.call("module/list").last?["result"] != nil)
  }

  @Test func answersComeInRequestOrder() {
    let host = HostHarness().initialized()
    _ = host.call("app/start")
    var lines: [String] = []
    for id in 100..<300 {
      let method = ["view/event", "view/get", "module/list", "nope"][id % 4]
      lines.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"viewId":"v1","action":"inc"}}"#)
    }
    let answers = lines.flatMap { host.line($0) }.filter { $0["method"] == nil }
    #expect(answers.compactMap { $0["id"]?.intValue } == Array(100..<300).map(Int64.init))
  }
}
