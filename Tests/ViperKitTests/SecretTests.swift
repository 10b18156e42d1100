import Foundation
import JSONValue
import Testing
import ViperKit

/// A `Secret` member is left out of a `Codable` state by its type: no
/// hand-written `CodingKeys`, and it never shows in text.
@Suite("Secret")
struct SecretTests {
  struct Draft: Codable, Equatable {
    var title = ""
    var password = Secret()
    var pin: Secret?
    var keys: [Secret] = []
  }

  let typed = Draft(title: "Ada", password: "hunter2", pin: Secret("1234"), keys: ["k1"])

  @Test func aSnapshotHoldsEverythingButTheSecrets() throws {
    let json = try JSONValueEncoder.encode(typed)
    #expect(json == ["title": "Ada", "keys": [.null]])
  }

  @Test func aRestoredStateHasItsTextAndEmptySecrets() throws {
    let restored = try JSONValueDecoder.decode(Draft.self, from: try JSONValueEncoder.encode(typed))
    #expect(restored == Draft(title: "Ada", password: Secret(), pin: nil, keys: [Secret()]))
  }

  @Test func aSecretWrittenByAnyoneReadsBackEmpty() throws {
    let json: JSONValue = ["title": "Ada", "password": "hunter2", "pin": "1234", "keys": ["k1"]]
    let decoded = try JSONValueDecoder.decode(Draft.self, from: json)
    #expect(decoded.password.isEmpty && decoded.pin == nil && decoded.keys == [Secret()])
  }

  @Test func foundationsJSONCoderLeavesItOutToo() throws {
    let data = try JSONEncoder().encode(typed)
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("hunter2") && !text.contains("1234") && !text.contains("k1"))
    #expect(try JSONDecoder().decode(Draft.self, from: data) == Draft(title: "Ada", keys: [Secret()]))
  }

  @Test func itNeverPrints() {
    let secret: Secret = "hunter2"
    var dumped = ""
    dump(typed, to: &dumped)
    for shown in ["\(secret)", String(reflecting: secret), "\(typed)", dumped] {
      #expect(!shown.contains("hunter2") && !shown.contains("1234"), "\(shown)")
    }
    #expect(secret.text == "hunter2" && "\(secret)" == "********")
  }
}
