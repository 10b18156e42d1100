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

  /// A key encoded again replaces its value where it first was: with a few
  /// members (found by a scan) and with many (found by a table).
  @Test(arguments: [1, 3, 16, 17, 40])
  func aKeyEncodedAgainKeepsItsPlace(count: Int) throws {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    struct Twice: Encodable {
      var count: Int
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for index in 0..<count { try container.encode(index, forKey: Key(stringValue: "k\(index)")) }
        for index in stride(from: 0, to: count, by: 2) {
          try container.encode(-index, forKey: Key(stringValue: "k\(index)"))
        }
      }
    }
    let encoded = try JSONValueEncoder.encode(Twice(count: count))
    guard case .object(let object) = encoded else {
      Issue.record("expected an object, got \(encoded)")
      return
    }
    let keys: [String] = (0..<count).map { "k\($0)" }
    let values: [JSONValue] = (0..<count).map { index in .int(Int64(index % 2 == 0 ? -index : index)) }
    #expect(object.members.map(\.key) == keys)
    #expect(object.members.map(\.value) == values)
  }
}
