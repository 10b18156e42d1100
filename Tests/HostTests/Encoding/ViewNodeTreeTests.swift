import JSONValue
import Testing
import ViewNodeSamples
import ViperKit
import Wire

@testable import Host

@Suite("View nodes into json-c")
struct ViewNodeTreeTests {
  /// The json-c writer and the `JSONValue` one walk the same description of
  /// the members; the bytes must agree too (escaping, numbers, order).
  @Test func theHotPathWritesTheSameBytesAsTheDefinition() {
    let fast = JSONSerializer.withText(of: ViewNodeTree.make(ViewNodeSamples.everyKind)) { Array($0) }
    #expect(String(decoding: fast, as: UTF8.self) == JSONSerializer.string(ViewNodeSamples.everyKind.json))
  }
}
