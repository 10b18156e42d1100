import JSONValue
import Testing
import ViewNodeSamples
import ViperKit
import Wire

@testable import Host

@Suite("View nodes into JSON text")
struct ViewNodeTextTests {
  /// The text writer and the `JSONValue` one walk the same description of
  /// the members; the bytes must agree with json-c's serialization of the
  /// latter too (escaping, numbers, order): patch sizes are counted in them.
  @Test func theHotPathWritesTheSameBytesAsTheDefinition() {
    for sample in ViewNodeSamples.all {
      let fast = ViewNodeText.make(sample)
      #expect(String(decoding: fast, as: UTF8.self) == JSONSerializer.string(sample.json))
    }
  }
}
