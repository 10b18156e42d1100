import JSONValue
import Testing

@testable import Wire

/// RFC 8259: number = [ minus ] int [ frac ] [ exp ]; int = zero / ( digit1-9 *DIGIT );
/// frac = "." 1*DIGIT; exp = ("e"/"E") ["-"/"+"] 1*DIGIT.
@Suite("JSON numbers: exactly RFC 8259's grammar")
struct NumberGrammarTests {
  let parser = JSONParser(maxDepth: 8)

  func outcome(_ text: String) -> Result<JSONValue, JSONParseError> {
    Result { () throws(JSONParseError) in try parser.parse(text) }
  }

  /// Why the text was rejected, or nil if it was accepted.
  func failure(_ text: String) -> JSONParseError? {
    if case .failure(let error) = outcome(text) { return error }
    return nil
  }

  @Test(
    "every production is accepted",
    arguments: [
      ("0", JSONValue.int(0)), ("-0", .int(0)), ("7", .int(7)), ("-7", .int(-7)), ("10", .int(10)),
      ("1234567890", .int(1_234_567_890)), ("0.0", .double(0)), ("0.5", .double(0.5)), ("-0.5", .double(-0.5)),
      ("1.25", .double(1.25)), ("10.001", .double(10.001)), ("1e5", .double(1e5)), ("1E5", .double(1e5)),
      ("1e+5", .double(1e5)), ("1e-5", .double(1e-5)), ("1E+05", .double(1e5)), ("0e0", .double(0)),
      ("-0.0e-0", .double(-0.0)), ("1.5e10", .double(1.5e10)), ("-12.75E-2", .double(-0.1275)),
      ("100e000", .double(100)),
    ])
  func acceptsEveryProduction(text: String, expected: JSONValue) throws {
    #expect(try parser.parse(text) == expected)
    #expect(try parser.parse("[\(text)]") == [expected])
    #expect(try parser.parse(#"{"n":\#(text)}"#) == ["n": expected])
    #expect(try parser.parse(" \(text)\t") == expected)
  }

  /// Each forbidden form with the offset of the byte where it stops being a
  /// number, as a bare value (the offset one less than inside `[…]`).
  @Test(
    "everything else that looks like a number is a syntax error with an offset",
    arguments: [
      ("-01", 2), ("00", 1), ("01", 1), ("1.", 2), ("-.5", 1), ("2.e3", 2), ("01.5", 1), ("-", 1), ("+1", 0),
      (".5", 0), ("1e", 2), ("1e+", 3), ("1E-", 3), ("0x10", 1), ("1_000", 1), ("--1", 1), ("1.2.3", 3),
      ("1e5.0", 3), ("1e5e5", 3), ("1.e", 2), ("-e5", 1), ("1ee5", 2), ("1+2", 1), ("1-2", 1), ("0.5.", 3),
      ("-NaN", 1), ("-Infinityx", 1), ("1f", 1), ("0b1", 1), ("1.5_0", 3), ("-0x", 2), ("007", 1),
    ])
  func rejectsForbiddenForms(text: String, offset: Int) throws {
    for (wrapped, shift) in [(text, 0), ("[\(text)]", 1), (#"{"n":\#(text)}"#, 5), ("[1, \(text)]", 4)] {
      let error = try #require(failure(wrapped), "\(wrapped) was accepted")
      #expect(error.reason == .syntax, "\(wrapped)")
      #expect(error.offset == offset + shift, "\(wrapped)")
      #expect(error.detail.hasPrefix("not a JSON number: "), "\(wrapped)")
    }
  }

  @Test func nonFiniteLiteralsKeepTheirOwnReason() throws {
    for text in ["NaN", "Infinity", "-Infinity", "[-Infinity]", "1e400", "-1e400"] {
      let error = try #require(failure(text), "\(text) was accepted")
      #expect(error.reason == .nonFiniteNumber, "\(text)")
    }
  }

  @Test func numbersInsideStringsAreNotChecked() throws {
    #expect(try parser.parse(#"["-01","1.","+1",".5","0x10"]"#) == ["-01", "1.", "+1", ".5", "0x10"])
  }

  /// Whatever number the host writes, its own parser (and so the replayer
  /// and every strict frontend) reads back: json-c's `%.17g` output and its
  /// ".0" suffix stay inside the grammar.
  @Test func numbersTheHostWritesAreInTheGrammar() throws {
    var random = SplitMix64(seed: 0xD0_0B1E)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789.5,
    ]
    for _ in 0..<2_000 {
      let value = Double(bitPattern: random.next())
      if value.isFinite { values.append(value) }
    }
    for value in values {
      let text = JSONSerializer.string([.double(value)])
      #expect(isRFC8259Number(String(text.dropFirst().dropLast())), "\(text)")
      let parsed = try parser.parse(text)
      let number = try #require(parsed.arrayValue?.first)
      switch number {
      case .double(let read): #expect(read == value, "\(text)")
      case .int(let read): #expect(Double(read) == value, "\(text)")
      default: Issue.record("\(text) read as \(number)")
      }
    }
    for value in [Int64.max, -Int64.max, 0, -1, 42] {
      #expect(try parser.parse(JSONSerializer.string([.int(value)])) == [.int(value)])
    }
  }

  /// All strings of up to 4 characters over the alphabet, then seeded random
  /// longer ones, each bare and inside an array: the parser accepts exactly
  /// what the reference (a DFA of the grammar) recognizes. Grammatical
  /// numbers json-c cannot hold (too big an integer, an overflowing double)
  /// count as accepted: they are rejected later, for their own reason.
  @Test func agreesWithAReferenceRecognizer() {
    let alphabet = Array("-+.eE0123456789")
    var candidates: [String] = [""]
    var all: [String] = []
    for _ in 1...4 {
      candidates = candidates.flatMap { prefix in alphabet.map { prefix + String($0) } }
      all += candidates
    }
    var random = SplitMix64(seed: 0x5EED_1616)
    for _ in 0..<20_000 {
      let length = 5 + Int(random.next() % 10)
      all.append(String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
    }
    var disagreements: [String] = []
    for text in all {
      let expected = isRFC8259Number(text)
      for wrapped in [text, "[\(text)]"] {
        let accepted: Bool
        switch outcome(wrapped) {
        case .success: accepted = true
        case .failure(let error) where error.reason == .integerOutOfRange || error.reason == .nonFiniteNumber:
          accepted = true
        case .failure(let error):
          accepted = false
          if error.reason != .syntax || error.offset == nil { disagreements.append("\(wrapped): \(error)") }
        }
        if accepted != expected { disagreements.append("\(wrapped): accepted \(accepted), expected \(expected)") }
      }
    }
    #expect(all.count > 70_000)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  /// The reference: the grammar as a transition table (a DFA), written
  /// independently of the host's hand-written scanner.
  func isRFC8259Number(_ text: String) -> Bool {
    // Character classes: 0 "-", 1 "+", 2 ".", 3 "e"/"E", 4 "0", 5 "1"..."9".
    // States: 0 start, 1 after "-", 2 a leading 0, 3 int digits, 4 after ".",
    // 5 frac digits, 6 after "e", 7 after the exponent's sign, 8 exp digits.
    let table: [[Int?]] = [
      [1, nil, nil, nil, 2, 3], [nil, nil, nil, nil, 2, 3], [nil, nil, 4, 6, nil, nil], [nil, nil, 4, 6, 3, 3],
      [nil, nil, nil, nil, 5, 5], [nil, nil, nil, 6, 5, 5], [7, 7, nil, nil, 8, 8], [nil, nil, nil, nil, 8, 8],
      [nil, nil, nil, nil, 8, 8],
    ]
    var state = 0
    for character in text {
      let column: Int
      switch character {
      case "-": column = 0
      case "+": column = 1
      case ".": column = 2
      case "e", "E": column = 3
      case "0": column = 4
      case "1"..."9": column = 5
      default: return false
      }
      guard let next = table[state][column] else { return false }
      state = next
    }
    return [2, 3, 5, 8].contains(state)
  }

  /// The reference itself, checked against the grammar as a Swift Regex on
  /// every string of up to 3 characters (Regex is too slow for more).
  @Test func theReferenceAgreesWithARegex() {
    let alphabet = Array("-+.eE0123456789x")
    var candidates: [String] = [""]
    var accepted = 0
    for _ in 1...3 {
      candidates = candidates.flatMap { prefix in alphabet.map { prefix + String($0) } }
      for text in candidates {
        let regex = text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+\-]?[0-9]+)?/) != nil
        #expect(isRFC8259Number(text) == regex, "\(text)")
        if regex { accepted += 1 }
      }
    }
    #expect(accepted > 100)
  }
}

/// A small seeded generator, so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
