/// RFC 8259's number grammar, checked on the tokens json-c would read as
/// numbers (json-c itself takes `-01`, `1.`, `-.5`, `2.e3` in strict mode):
///
///     number = [ minus ] int [ frac ] [ exp ]
///     int    = zero / ( digit1-9 *DIGIT )
///     frac   = "." 1*DIGIT
///     exp    = ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT
enum NumberGrammar {
  /// Whether `byte` can be part of a number-like token: everything json-c
  /// might read on from a digit (letters for `0x10`, `_` for `1_000`).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether a token starting with `byte` is a number (or meant as one): a
  /// sign, a digit or a decimal point. Tokens starting with a letter are
  /// literals (`true`, `NaN`), left to json-c.
  static func startsNumber(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
  }

  /// Checks the token `bytes[range]`; nil when it is a JSON number.
  /// `-Infinity` is let through: json-c reads it and the parser reports it
  /// as `non_finite_number`, like `Infinity` and `NaN`.
  static func check(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> JSONParseError? {
    if range.count == 9 && bytes[range].elementsEqual("-Infinity".utf8) { return nil }
    var index = range.lowerBound
    let end = range.upperBound
    func fail(_ why: String) -> JSONParseError {
      JSONParseError(.syntax, offset: index, detail: "not a JSON number: \(why)")
    }
    func digits() -> Int {
      let start = index
      while index < end && isDigit(bytes[index]) { index += 1 }
      return index - start
    }
    switch bytes[index] {
    case UInt8(ascii: "+"): return fail("a number must not start with a plus sign")
    case UInt8(ascii: "."): return fail("a number must start with a digit, not a decimal point")
    case UInt8(ascii: "-"): index += 1
    default: break
    }
    guard index < end, isDigit(bytes[index]) else { return fail("a minus sign must be followed by a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < end && isDigit(bytes[index]) { return fail("a leading zero must not be followed by a digit") }
    } else {
      _ = digits()
    }
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return fail("a decimal point must be followed by a digit") }
    }
    if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { return fail("an exponent must have at least one digit") }
    }
    guard index == end else {
      return fail("unexpected character '\(Character(Unicode.Scalar(bytes[index])))' in a number")
    }
    return nil
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
