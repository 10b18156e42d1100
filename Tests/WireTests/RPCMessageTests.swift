import JSONValue
import Testing

@testable import Wire

@Suite("JSON-RPC envelope")
struct RPCMessageTests {
  func rejection(_ value: JSONValue) -> RPCRejection? {
    if case .failure(let rejection) = RPCIncoming.decode(value) { return rejection }
    return nil
  }

  @Test func decodesRequestsAndNotifications() throws {
    let request = try RPCIncoming.decode(["jsonrpc": "2.0", "id": 7, "method": "m", "params": ["a": 1]]).get()
    #expect(request == RPCIncoming(id: .number(7), method: "m", params: ["a": 1]))
    let notification = try RPCIncoming.decode(["method": "exit"]).get()
    #expect(notification.isNotification)
    #expect(try RPCIncoming.decode(["id": "abc", "method": "m"]).get().id == .string("abc"))
  }

  @Test func batchesAndNonObjectsAreInvalidRequests() throws {
    #expect(try #require(rejection([["method": "m"]])).error.code == .invalidRequest)
    #expect(try #require(rejection(1)).error.code == .invalidRequest)
    #expect(try #require(rejection("x")).error.code == .invalidRequest)
  }

  @Test func aBadEnvelopeIsAnsweredWithItsIdWhenReadable() throws {
    #expect(try #require(rejection(["id": 3, "jsonrpc": "1.0", "method": "m"])).id == .number(3))
    #expect(try #require(rejection(["id": 4])).error.message.contains("missing method"))
    #expect(try #require(rejection(["id": 5, "method": 1])).id == .number(5))
    #expect(try #require(rejection(["id": 6, "method": "m", "params": 1])).error.code == .invalidRequest)
    // An unreadable id is rejected and answered with a null id.
    #expect(try #require(rejection(["id": 1.5, "method": "m"])).id == nil)
    #expect(try #require(rejection(["id": nil, "method": "m"])).error.code == .invalidRequest)
  }

  @Test func errorsCarryAKind() {
    let json = RPCOutgoing.error(id: nil, .methodNotFound("x"))
    #expect(json["id"] == .null)
    #expect(json["error"]?["code"] == -32601)
    #expect(json["error"]?["data"]?["kind"] == "method_not_found")
  }
}
