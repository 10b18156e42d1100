import JSONValue
import Testing
import ViewNodeSamples
import ViperKit
import Wire

@testable import Host

@Suite("View nodes into json-c")
struct ViewNodeTreeTests {
  /// The fast path must write exactly what the definition says.
  @Test func theHotPathWritesTheSameBytesAsTheDefinition() {
    let fast = JSONSerializer.withText(of: ViewNodeTree.make(ViewNodeSamples.everyKind)) { Array($0) }
    #expect(String(decoding: fast, as: UTF8.self) == JSONSerializer.string(ViewNodeSamples.everyKind.json))
  }
}
