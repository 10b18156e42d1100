import Foundation
import JSONValue
import PluginWire
import Testing
import ViperKit
import Wire

@testable import Host

/// The one Swift list of error kinds says what the schema says: each kind
/// with its code, none missing on either side.
@Suite("Error kinds")
struct ErrorKindTests {
  static let schema = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Protocol/schema/responses/error.json")

  /// `code → [kind]` from the schema's `allOf` of `if code then kind enum`.
  static func schemaKinds() throws -> [Int: Set<String>] {
    let text = try String(contentsOf: schema, encoding: .utf8)
    let document = try JSONParser().parse(Array(text.utf8))
    let rules = try #require(document["properties"]?["error"]?["allOf"]?.arrayValue)
    var kinds: [Int: Set<String>] = [:]
    for rule in rules {
      let code = try #require(rule["if"]?["properties"]?["code"]?["const"]?.intValue)
      let names = try #require(rule["then"]?["properties"]?["data"]?["properties"]?["kind"]?["enum"]?.arrayValue)
      kinds[Int(code), default: []].formUnion(names.compactMap(\.stringValue))
    }
    return kinds
  }

  @Test func everyKindTheHostAnswersWithIsTheSchemasWithItsCode() throws {
    let schema = try Self.schemaKinds()
    var swift: [Int: Set<String>] = [:]
    for kind in ErrorKind.allCases where !ErrorKind.onlyLogged.contains(kind) {
      swift[kind.code.rawValue, default: []].insert(kind.rawValue)
    }
    #expect(!schema.isEmpty)
    #expect(swift == schema)
  }

  @Test func aKindOnlyLoggedIsNotInTheSchema() throws {
    let answered = try Self.schemaKinds().values.reduce(into: Set<String>()) { $0.formUnion($1) }
    for kind in ErrorKind.onlyLogged { #expect(!answered.contains(kind.rawValue)) }
  }

  @Test func wireWordsItsErrorsWithKindsOfTheList() {
    let wire: [RPCError] = [
      .parse(JSONParseError(.syntax, offset: 0, detail: "x")),
      .parse(JSONParseError(.invalidUTF8, offset: 0, detail: "x")),
      .lineTooLong(byteCount: 2, limit: 1), .invalidRequest("x"), .tooLong("id", bytes: 2, limit: 1),
      .invalidParams("x"), .methodNotFound("x"),
    ]
    for error in wire {
      let kind = ErrorKind(rawValue: error.kind)
      #expect(kind?.code == error.code, "\(error.kind)")
    }
  }

  /// A plugin's refusal becomes the host's error of the same kind.
  @Test func everyKindAPluginRefusesWithIsOneOfTheList() {
    for kind in PluginRefusal.kinds {
      #expect(kind.code == .invalidParams, "\(kind.rawValue)")
    }
  }
}
