import CJSONC
import JSONValue
import Testing
import ViperKit

@testable import Wire

/// The host writes its messages with `JSONWriter`, json-c's text was what it
/// wrote before (and what patch sizes were counted in): the two must agree
/// byte for byte.
@Suite("JSON writer")
struct JSONWriterTests {
  func written(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.value(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func everyControlCharacterQuoteAndBackslashIsEscapedAsJsonCEscapesIt() {
    for byte in UInt8(0)...UInt8(0x7F) {
      let text: JSONValue = .string(String(decoding: [UInt8(ascii: "a"), byte, UInt8(ascii: "b")], as: UTF8.self))
      #expect(written(text) == JSONSerializer.string(text), "byte \(byte)")
    }
  }

  @Test(
    "writes what json-c writes",
    arguments: [
      JSONValue.null, true, false, 0, 7, 10, -1, -10, 9_223_372_036_854_775_807, .int(Int64.min), 0.1, -2.0, 1e300,
      "", "héllo 🚀 \u{7f} / \\ \"", ["z": 1, "a": [true, nil], "m": "x", "k\"\n": ["": .object(JSONObject())]],
      [[], [[]], "x", [1, [2, [3]]]],
    ])
  func sameTextAsJsonC(value: JSONValue) {
    #expect(written(value) == JSONSerializer.string(value))
  }

  @Test func randomValuesAreWrittenAsJsonCWritesThem() {
    var generator = SeededRandomNumberGenerator(seed: 40)
    for _ in 0..<500 {
      let value = WirePropertyTests.randomValue(&generator)
      #expect(written(value) == JSONSerializer.string(value))
    }
  }

  @Test func membersAndElementsAreSeparatedAtEveryDepth() {
    var writer = JSONWriter()
    writer.object { object in
      object.key("a")
      object.array { array in
        array.element()
        array.object { inner in
          inner.key("b")
          inner.int(1)
          inner.key("c")
          inner.array { _ in }
        }
        array.element()
        array.int(-42)
      }
      object.key("d")
      object.raw(Array(#"{"e":null}"#.utf8))
    }
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":[{"b":1,"c":[]},-42],"d":{"e":null}}"#)
  }

  @Test func aReopenedObjectTakesMoreMembers() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.endObject()
    writer.reopenObject()
    writer.key("a")
    writer.int(1)
    writer.endObject()
    writer.reopenObject()
    writer.key("b")
    writer.bool(false)
    writer.endObject()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"b":false}"#)
  }
}
