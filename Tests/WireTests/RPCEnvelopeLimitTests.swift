import JSONValue
import Testing

@testable import Wire

/// What the host echoes must be what was sent, and short enough to echo.
@Suite("JSON-RPC envelope: ids echoed unchanged, and not too long to echo")
struct RPCEnvelopeLimitTests {
  let parser = JSONParser()

  func rejection(_ value: JSONValue) -> RPCRejection? {
    if case .failure(let rejection) = RPCIncoming.decode(value) { return rejection }
    return nil
  }

  /// A string id with every kind of escape, through the whole path: parse,
  /// decode, answer (both ways the host builds answers), serialize, parse.
  @Test func aStringIdWithEveryEscapeComesBackEqual() throws {
    let line = #"{"jsonrpc":"2.0","id":"a\u00e9\ud83d\ude00\/\\\" z\u2028","method":"m"}"#
    let expected = "a\u{e9}\u{1F600}/\\\" z\u{2028}"
    let message = try RPCIncoming.decode(try parser.parse(line)).get()
    #expect(message.id == .string(expected))
    let id = try #require(message.id)
    let answers = [
      JSONSerializer.bytes(RPCOutgoing.result(id: id, ["ok": true])),
      JSONSerializer.bytes(RPCOutgoing.error(id: id, .methodNotFound("m"))),
      {
        var writer = JSONWriter()
        RPCOutgoing.writeResult(id: id, to: &writer) { $0.value(["ok": true]) }
        return writer.bytes
      }(),
    ]
    for answer in answers {
      #expect(try parser.parse(answer)["id"] == .string(expected))
    }
  }

  @Test func aStringIdOfUpToTheLimitIsAccepted() throws {
    let ascii = String(repeating: "x", count: RPCIncoming.maxIDBytes)
    #expect(try RPCIncoming.decode(["id": .string(ascii), "method": "m"]).get().id == .string(ascii))
    let accented = String(repeating: "é", count: RPCIncoming.maxIDBytes / 2)  // 2 bytes each
    #expect(try RPCIncoming.decode(["id": .string(accented), "method": "m"]).get().id == .string(accented))
  }

  @Test func aLongerStringIdIsAnInvalidRequestAnsweredWithIdNull() throws {
    let limit = RPCIncoming.maxIDBytes
    for (id, bytes) in [
      (String(repeating: "x", count: limit + 1), limit + 1),
      (String(repeating: "é", count: limit / 2 + 1), limit + 2),
      (String(repeating: "y", count: 100_000), 100_000),
    ] {
      let rejected = try #require(rejection(["jsonrpc": "2.0", "id": .string(id), "method": "m"]))
      #expect(rejected.id == nil)
      #expect(rejected.error.code == .invalidRequest)
      #expect(rejected.error.kind == "invalid_request")
      #expect(rejected.error.details == ["member": "id", "bytes": .int(Int64(bytes)), "limit": .int(Int64(limit))])
      #expect(
        rejected.error.message
          == "Invalid request: the id is \(bytes) bytes long; a string id may be at most \(limit) bytes")
    }
  }

  @Test func aRequestsMethodNameLongerThanTheLimitIsAnInvalidRequestWithItsId() throws {
    let limit = RPCIncoming.maxMethodBytes
    let longest = String(repeating: "m", count: limit)
    #expect(try RPCIncoming.decode(["id": 1, "method": .string(longest)]).get().method == longest)
    let rejected = try #require(rejection(["id": 2, "method": .string(longest + "m")]))
    #expect(rejected.id == .number(2))
    #expect(rejected.error.code == .invalidRequest)
    #expect(rejected.error.details["member"] == "method")
    #expect(rejected.error.details["limit"] == .int(Int64(limit)))
    #expect(!rejected.error.message.contains(longest))
  }

  /// A notification is never answered, so its method is not echoed either:
  /// a long one is just an unknown method, silently ignored by the host.
  @Test func aNotificationsMethodNameIsNotCapped() throws {
    let long = String(repeating: "m", count: 10_000)
    #expect(try RPCIncoming.decode(["method": .string(long)]).get().method == long)
  }

  /// The host's fallback for an answer over `--max-message-bytes` (-32603
  /// `response_too_large`, built in Host's WriterSink the same way) must fit
  /// the smallest limit, 1024, with the worst id: every byte written as `\u00XX`.
  @Test(arguments: ["\n", "\t", "\u{1}", "\u{7F}", "\u{0}"])
  func aStringIdWithAControlCharacterIsRefused(control: String) throws {
    let id = "a" + control + "b"
    guard case .failure(let rejection) = RPCIncoming.decode(["jsonrpc": "2.0", "id": .string(id), "method": "m"])
    else {
      Issue.record("an id with a control character was taken")
      return
    }
    #expect(rejection.id == nil)
    #expect(rejection.error.details["member"] == "id")
  }

  @Test func theWorstIdFitsTheSmallestMessageLimit() {
    let id = RPCID.string(String(repeating: "\"", count: RPCIncoming.maxIDBytes))
    let size = Int(Int32.max)
    let error = RPCError(
      .internalError, kind: "response_too_large",
      "Internal error: the answer is too large to send: \(size) bytes, the limit is 1024",
      details: ["bytes": .int(Int64(size)), "limit": 1024])
    let line = JSONSerializer.bytes(RPCOutgoing.error(id: id, error))
    #expect(line.count > RPCIncoming.maxIDBytes * 2)
    #expect(line.count + 1 <= 1024)
  }
}
