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

  @Test func batchesAndNonObjectsAreInvalidRequests() {
    #expect(rejection([["method": "m"]])?.error.code == .invalidRequest)
    #expect(rejection(1)?.error.code == .invalidRequest)
    #expect(rejection("x")?.error.code == .invalidRequest)
  }

  @Test func aBadEnvelopeIsAnsweredWithItsIdWhenReadable() {
    #expect(rejection(["id": 3, "jsonrpc": "1.0", "method": "m"])?.id == .number(3))
    #expect(rejection(["id": 4])?.error.message.contains("missing method") == true)
    #expect(rejection(["id": 5, "method": 1])?.id == .number(5))
    #expect(rejection(["id": 6, "method": "m", "params": 1])?.error.code == .invalidRequest)
    #expect(rejection(["id": 1.5, "method": "m"])?.id == nil)
    #expect(rejection(["id": nil, "method": "m"])?.error.code == .invalidRequest)
  }

  @Test func errorsCarryAKind() {
    let json = RPCOutgoing.error(id: nil, .methodNotFound("x"))
    #expect(json["id"] == .null)
    #expect(json["error"]?["code"] == -32601)
    #expect(json["error"]?["data"]?["kind"] == "method_not_found")
  }
}
