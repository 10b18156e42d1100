import JSONValue
import PluginWire
import Testing
import ViperKit
import Wire

@testable import PluginHost

@Suite("PluginMessageCodec: requests out, answers and updates in")
struct PluginMessageCodecTests {
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  func decode(_ json: JSONValue) throws -> PluginMessageCodec.Incoming {
    try PluginMessageCodec.decode(json)
  }

  /// The refusal `decode` throws, in words.
  func problem(_ json: JSONValue) -> String? {
    do {
      _ = try PluginMessageCodec.decode(json)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aRequestIsOneJSONRPCObjectWithAnIntegerID() {
    let bytes = PluginMessageCodec.request(id: 7, method: "screen/open", params: ["screen": "s1", "input": ["n": 1]])
    #expect(
      text(bytes) == #"{"jsonrpc":"2.0","id":7,"method":"screen/open","params":{"screen":"s1","input":{"n":1}}}"#)
  }

  @Test func aNotificationHasNoID() throws {
    let bytes = PluginMessageCodec.notification(method: "screen/close", params: ["screen": "s1"])
    let json = try JSONParser().parse(bytes)
    #expect(json == ["jsonrpc": "2.0", "method": "screen/close", "params": ["screen": "s1"]])
  }

  @Test func anAnswerIsTheResultForItsID() throws {
    let answer = try #require(try decode(["jsonrpc": "2.0", "id": 3, "result": ["view": nil]]).answer)
    #expect(answer.id == 3)
    #expect(try answer.result.get() == ["view": nil])
  }

  @Test func anErrorAnswerIsARefusalWithKindAndReason() throws {
    let error: JSONValue = [
      "code": -32602, "message": "Bad value for \"answer\": not a city",
      "data": ["kind": "invalid_value", "reason": "not a city"],
    ]
    let answer = try #require(try decode(["jsonrpc": "2.0", "id": 4, "error": error]).answer)
    #expect(answer.id == 4)
    #expect(
      answer.result.refusal
        == PluginRefusal(
          kind: "invalid_value", message: "Bad value for \"answer\": not a city", reason: "not a city"))
  }

  @Test func anErrorWithoutDataGetsDefaults() throws {
    let answer = try #require(try decode(["jsonrpc": "2.0", "id": 5, "error": [:]]).answer)
    let refusal = try #require(answer.result.refusal)
    #expect(refusal.code == -32603)
    #expect(refusal.kind == "plugin_error")
    #expect(refusal.bareReason == "the plugin refused the request")
  }

  @Test func anUpdateNamesItsScreenAndKeepsItsParams() throws {
    let params: JSONValue = ["screen": "s2", "effects": 1]
    let update = try #require(try decode(["jsonrpc": "2.0", "method": "screen/update", "params": params]).update)
    #expect(update.screen == PluginScreenID("s2"))
    #expect(update.params == params)
  }

  /// Every message a plugin may not send, and the words the failure carries.
  static let outsideTheProtocol: [(JSONValue, String)] = [
    ([1], "expected a JSON-RPC object, got array"),
    ("answer", "expected a JSON-RPC object, got string"),
    (["id": "7", "result": 1], "answers carry the request's integer id"),
    (["id": 1.5, "result": 1], "answers carry the request's integer id"),
    (["id": 7], "an answer needs result or error"),
    (
      ["method": "screen/open", "params": [:]],
      #"a plugin may only send the notification screen/update, not "screen/open""#
    ),
    (["params": [:]], "a plugin may only send the notification screen/update, not null"),
    (["method": "screen/update", "params": [:]], "screen/update needs params.screen"),
    (["method": "screen/update", "params": ["screen": 1]], "screen/update needs params.screen"),
  ]

  @Test(arguments: outsideTheProtocol)
  func aMessageOutsideTheProtocolIsRefusedInWords(message: JSONValue, words: String) {
    #expect(problem(message) == words)
  }

  @Test(
    arguments: [
      (JSONParseError(.syntax, offset: 9, detail: "unexpected end"), "it is not JSON (a syntax error at byte 9)"),
      (JSONParseError(.invalidUTF8, offset: nil, detail: ""), "it is not JSON (bytes that are not UTF-8)"),
      (JSONParseError(.empty, offset: 0, detail: ""), "it is not JSON (nothing but white space at byte 0)"),
    ])
  func aLineThatIsNotJSONIsWordedWithItsPlace(error: JSONParseError, words: String) {
    #expect(PluginText.problem(error) == words)
  }

  @Test func aProtocolErrorIsWordedAsItself() {
    #expect(
      PluginText.problem(PluginMessageError("an answer needs result or error")) == "an answer needs result or error")
  }
}
