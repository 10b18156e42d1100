import JSONValue
import Testing
import ViperKit

/// The encoder mirrors the decoder: what it writes reads back the same,
/// members in the order they were encoded, `nil` optionals left out.
@Suite("Encoding values as JSON values")
struct JSONValueEncoderTests {
  enum Shape: Codable, Equatable {
    case dot
    case circle(radius: Double)
    case label(String, size: Int?)
  }

  enum Kind: String, Codable, Equatable { case small, large }

  struct Inner: Codable, Equatable {
    var name: String
    var tags: [String]
  }

  struct Outer: Codable, Equatable {
    var zeta: Int
    var alpha: Bool
    var inner: Inner
    var inners: [Inner]
    var optional: Inner?
    var note: String?
    var shapes: [Shape]
    var kind: Kind
    var holes: [Int?]
    var matrix: [[UInt8]]
    var ratio: Float
  }

  static let sample = Outer(
    zeta: -3, alpha: true, inner: Inner(name: "a", tags: []), inners: [Inner(name: "b", tags: ["x", "y"])],
    optional: nil, note: "n", shapes: [.dot, .circle(radius: 1.5), .label("hi", size: nil), .label("yo", size: 2)],
    kind: .large, holes: [1, nil, 3], matrix: [[0, 255], []], ratio: 0.5)

  @Test func nestedStructsEnumsOptionalsAndArraysReadBackTheSame() throws {
    let json = try JSONValueEncoder.encode(Self.sample)
    #expect(try JSONValueDecoder.decode(Outer.self, from: json) == Self.sample)
    var withOptional = Self.sample
    withOptional.optional = Inner(name: "c", tags: ["z"])
    withOptional.note = nil
    #expect(try JSONValueDecoder.decode(Outer.self, from: JSONValueEncoder.encode(withOptional)) == withOptional)
  }

  @Test func membersKeepTheOrderTheyWereEncodedIn() throws {
    let object = try #require(try JSONValueEncoder.encode(Self.sample).objectValue)
    #expect(
      Array(object.keys) == ["zeta", "alpha", "inner", "inners", "note", "shapes", "kind", "holes", "matrix", "ratio"])
  }

  @Test func aNilOptionalIsLeftOutAndANilElementIsNull() throws {
    let json = try JSONValueEncoder.encode(Self.sample)
    #expect(json["optional"] == nil)
    #expect(json["holes"] == [1, .null, 3])
    #expect(
      json["shapes"] == [
        ["dot": [:]], ["circle": ["radius": 1.5]], ["label": ["_0": "hi"]], ["label": ["_0": "yo", "size": 2]],
      ])
  }

  @Test func scalarsAreWrittenAsTheirJSONKinds() throws {
    #expect(try JSONValueEncoder.encode(7) == .int(7))
    #expect(try JSONValueEncoder.encode(UInt64(Int64.max)) == .int(Int64.max))
    #expect(try JSONValueEncoder.encode(Int8.min) == .int(-128))
    #expect(try JSONValueEncoder.encode(2.5) == .double(2.5))
    #expect(try JSONValueEncoder.encode("text") == .string("text"))
    #expect(try JSONValueEncoder.encode(false) == .bool(false))
    #expect(try JSONValueEncoder.encode(Int?.none) == .null)
    #expect(try JSONValueEncoder.encode(Kind.small) == .string("small"))
    #expect(try JSONValueEncoder.encode([Int]()) == [])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteNumberIsRefused(value: Double) {
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(value) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(["ratio": value]) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(Float(value)) }
  }

  @Test func anIntegerBeyondASigned64BitOneIsRefused() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(UInt64(Int64.max) + 1) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode([UInt64.max]) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(UInt.max) }
  }

  @Test func theErrorNamesWhereTheValueWas() throws {
    struct Holder: Encodable { var values: [Double] }
    let error = try #require(throws: EncodingError.self) { try JSONValueEncoder.encode(Holder(values: [1, .nan])) }
    if case .invalidValue(_, let context) = error {
      #expect(context.codingPath.map(\.stringValue) == ["values", "1"])
    } else {
      Issue.record("expected invalidValue, got \(error)")
    }
  }
}
