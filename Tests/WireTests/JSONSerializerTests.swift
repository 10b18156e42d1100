import JSONValue
import Testing
import ViperKit

@testable import Wire

@Suite("JSON serializer")
struct JSONSerializerTests {
  @Test func writesCompactTextInInsertionOrder() {
    let value: JSONValue = ["z": 1, "a": [true, nil], "m": "x"]
    #expect(JSONSerializer.string(value) == #"{"z":1,"a":[true,null],"m":"x"}"#)
  }

  @Test func doublesUseTheShortestText() {
    #expect(JSONSerializer.string([0.1, 1.5, -2.0, 1e300]) == "[0.1,1.5,-2.0,1e+300]")
  }

  @Test func slashesAreNotEscapedButQuotesAndControlsAre() {
    #expect(JSONSerializer.string("a/b\"c\n\u{1}") == #""a/b\"c\n\u0001""#)
  }

  @Test func emptyContainersAndStrings() {
    #expect(JSONSerializer.string(["": "", "a": [], "o": .object(JSONObject())]) == #"{"":"","a":[],"o":{}}"#)
  }

  @Test(
    "what the serializer writes parses back equal",
    arguments: [
      JSONValue.null, true, 0, -1, 9_223_372_036_854_775_807, 0.1, -123.456e-7, "", "héllo 🚀 \u{7f}",
      ["a": ["b": [1, 2, ["c": nil]]]], [[], [[]], "x"],
    ])
  func roundTrip(value: JSONValue) throws {
    let parser = JSONParser()
    #expect(try parser.parse(JSONSerializer.bytes(value)) == value)
  }
}

@Suite("Wire properties")
struct WirePropertyTests {
  static func randomValue(_ generator: inout SeededRandomNumberGenerator, depth: Int = 0) -> JSONValue {
    let choice = Int.random(in: 0..<(depth > 4 ? 5 : 7), using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .int(Int64.random(in: -Int64.max...Int64.max, using: &generator))
    case 3:
      let value = Double.random(in: -1e12...1e12, using: &generator) * (Bool.random(using: &generator) ? 1e-9 : 1)
      return .double(value)
    case 4:
      let scalars = (0..<Int.random(in: 0..<12, using: &generator)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 1...0x2FFFF, using: &generator))
      }
      return .string(String(String.UnicodeScalarView(scalars)))
    case 5:
      return .array(
        (0..<Int.random(in: 0..<5, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
    default:
      var object = JSONObject()
      for index in 0..<Int.random(in: 0..<5, using: &generator) {
        object["k\(index)\(Int.random(in: 0..<3, using: &generator))"] = randomValue(&generator, depth: depth + 1)
      }
      return .object(object)
    }
  }

  @Test func anyValueTheSerializerWritesParsesBackEqual() throws {
    var generator = SeededRandomNumberGenerator(seed: 6902)
    let parser = JSONParser()
    for _ in 0..<2000 {
      let value = Self.randomValue(&generator)
      let parsed = try parser.parse(JSONSerializer.bytes(value))
      #expect(parsed == value, "\(JSONSerializer.string(value))")
    }
  }

  @Test func anyBytesParseOrFailCleanly() throws {
    var generator = SeededRandomNumberGenerator(seed: 7)
    let parser = JSONParser(maxDepth: 16)
    for _ in 0..<5000 {
      let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? UInt8.random(in: 0...255, using: &generator)
          : Array("{}[]\":,0123456789.eE-+tfnul\\ ".utf8).randomElement(using: &generator)!
      }
      _ = try? parser.parse(bytes)
    }
    #expect(try parser.parse("[1]") == [1])
  }
}
