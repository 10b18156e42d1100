import JSONValue
import Testing
import ViperKit

@testable import Wire

@Suite("JSON parser: strict json-c with the gaps closed")
struct JSONParserTests {
  let parser = JSONParser(maxDepth: 8)

  func reason(_ text: String) -> JSONParseError.Reason? {
    reason(Array(text.utf8))
  }

  func reason(_ bytes: [UInt8]) -> JSONParseError.Reason? {
    do {
      _ = try parser.parse(bytes)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parser.parse(#"{"a":[1,-2.5,true,false,null,"x\u00e9\n"],"b":{"c":"/"}}"#)
    #expect(
      value == ["a": [1, -2.5, true, false, nil, "x\u{e9}\n"], "b": ["c": "/"]])
  }

  @Test(
    "bare scalars parse (the RPC layer rejects them, not the parser)",
    arguments: [
      ("123", JSONValue.int(123)), ("null", .null), ("true", .bool(true)), (#""s""#, .string("s")),
      ("-0.5", .double(-0.5)),
    ])
  func bareScalars(text: String, expected: JSONValue) throws {
    #expect(try parser.parse(text) == expected)
  }

  @Test(
    "not strict JSON",
    arguments: [
      "[1,]", #"{"a":1,}"#, "{'a':1}", "[1] x", "{\"a\":1}{}", "01", "[1 2]", "/* c */ 1", "{", #"{"a":"#,
      "tru",
    ])
  func rejectsNonStrictJSON(text: String) {
    #expect(reason(text) == .syntax)
  }

  @Test func rejectsNaNAndInfinityThatJsonCAccepts() {
    #expect(reason("[NaN]") == .nonFiniteNumber)
    #expect(reason("[Infinity]") == .nonFiniteNumber)
    #expect(reason("[-Infinity]") == .nonFiniteNumber)
    #expect(reason("[1e400]") == .nonFiniteNumber)
  }

  @Test func integersMustFitInSixtyFourBits() throws {
    #expect(try parser.parse("9223372036854775807") == .int(Int64.max))
    #expect(try parser.parse("-9223372036854775807") == .int(-Int64.max))
    #expect(reason("9223372036854775808") == .integerOutOfRange)
    #expect(reason("99999999999999999999999") == .integerOutOfRange)
    #expect(reason("-99999999999999999999999") == .integerOutOfRange)
  }

  @Test func nestingDeeperThanTheLimitIsTooDeep() throws {
    let ok = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
    let deep = String(repeating: "[", count: 9) + String(repeating: "]", count: 9)
    #expect(throws: Never.self) { try parser.parse(ok) }
    #expect(reason(deep) == .tooDeep)
  }

  @Test(
    "invalid UTF-8, including what JSON_TOKENER_VALIDATE_UTF8 lets through",
    arguments: [
      [0x22, 0xFF, 0x22],  // not UTF-8 at all
      [0x22, 0xC0, 0xAF, 0x22],  // overlong "/"
      [0x22, 0xED, 0xA0, 0x80, 0x22],  // a raw surrogate
      [0x22, 0xE2, 0x82, 0x22],  // truncated sequence
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
    ] as [[UInt8]])
  func rejectsInvalidUTF8(bytes: [UInt8]) {
    #expect(reason(bytes) == .invalidUTF8)
  }

  @Test func acceptsMultibyteUTF8() throws {
    #expect(try parser.parse("\"héllo 世界 🚀\"") == .string("héllo 世界 🚀"))
  }

  @Test func rejectsRawControlCharactersInStrings() {
    #expect(reason([0x22, 0x61, 0x09, 0x62, 0x22]) == .controlCharacter)
    #expect(reason([0x22, 0x61, 0x01, 0x22]) == .controlCharacter)
    // A tab between tokens is white space.
    #expect(reason([0x5B, 0x09, 0x31, 0x5D]) == nil)
  }

  @Test func emptyAndBlankInputIsEmpty() {
    #expect(reason("") == .empty)
    #expect(reason("   ") == .empty)
  }

  @Test func syntaxErrorsCarryAnOffset() {
    do {
      _ = try parser.parse("[1,]")
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == 3)
      #expect(!error.detail.isEmpty)
    }
  }

  @Test func theParserIsReusableAfterAnError() throws {
    #expect(reason("[1,") == .syntax)
    #expect(try parser.parse("[1]") == [1])
  }

  @Test func duplicateKeysKeepTheLastValue() throws {
    #expect(try parser.parse(#"{"a":1,"a":2}"#) == ["a": 2])
  }
}

/// The parser visits a tree's numbers only when the lexical scan saw one
/// json-c may not keep exactly (issue #40): it must never miss one.
@Suite("JSON parser: numbers checked only when the scan says so")
struct NumberCheckTests {
  func outcome(_ text: String, everyNumber: Bool) -> String {
    let parser = JSONParser()
    parser.checksEveryNumber = everyNumber
    do {
      return "\(try parser.parse(Array(text.utf8)))"
    } catch {
      return "\(error)"
    }
  }

  @Test func theScanNeverMissesANumberJsonCCouldNotKeep() {
    let pieces = [
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775807",
      "18446744073709551615", "18446744073709551616", "99999999999999999999999", "1e308", "1e309", "-1e400",
      "1.7976931348623157e308", "1.7976931348623159e308", String(repeating: "9", count: 310) + ".0", "NaN",
      "Infinity", "-Infinity", "nan", "inf", "infinity", "-nan", "null", "1", "0.5", "-0", "\"NaN\"", "true",
    ]
    var generator = SeededRandomNumberGenerator(seed: 4040)
    var texts = pieces + pieces.map { "[\($0)]" } + pieces.map { #"{"a":\#($0),"a":1}"# }
    for _ in 0..<2000 {
      let elements = (0..<Int.random(in: 1..<5, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }
      texts.append(
        Bool.random(using: &generator)
          ? "[" + elements.joined(separator: ",") + "]"
          : "{" + elements.enumerated().map { #""k\#($0.offset % 2)":\#($0.element)"# }.joined(separator: ",") + "}")
    }
    for text in texts {
      #expect(outcome(text, everyNumber: false) == outcome(text, everyNumber: true), "\(text)")
    }
  }
}
