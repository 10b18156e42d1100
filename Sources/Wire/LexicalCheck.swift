/// The checks json-c does not do, in one pass over a line's bytes:
/// strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF),
/// no raw control characters inside strings, no lone surrogate escapes
/// (json-c would turn them into U+FFFD), and RFC 8259's number grammar.
///
/// It also says whether the line holds a number json-c may not keep exactly
/// (an integer of 19 digits or more, an exponent, NaN or an infinity): only
/// then does the parser visit the tree's numbers (`numbersToCheck`).
enum LexicalCheck {
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, numbersToCheck: inout Bool) -> JSONParseError? {
    var index = 0
    var inString = false
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte >= 0x80 {
        guard let length = validSequenceLength(bytes, at: index) else {
          return JSONParseError(
            .invalidUTF8, offset: index, detail: "invalid UTF-8 byte 0x\(hex(byte)) at offset \(index)")
        }
        index += length
      } else if inString {
        switch byte {
        case UInt8(ascii: "\\"):
          let escape = index + 1 < count ? bytes[index + 1] : 0
          if escape == UInt8(ascii: "u") {
            switch unicodeEscape(bytes, at: index) {
            case .failure(let problem): return problem
            case .success(let length): index += length
            }
          } else {
            // A non-ASCII byte after the backslash is checked as UTF-8 (json-c rejects the escape).
            index += escape < 0x80 ? 2 : 1
          }
        case UInt8(ascii: "\""):
          inString = false
          index += 1
        case 0..<0x20:
          return JSONParseError(
            .controlCharacter, offset: index,
            detail: "raw control character 0x\(hex(byte)) inside a string (escape it)")
        default:
          index += 1
        }
      } else if NumberGrammar.startsNumber(byte) {
        var end = index + 1
        var lettered = false
        while end < count && NumberGrammar.isTokenByte(bytes[end]) {
          lettered = lettered || bytes[end] >= UInt8(ascii: "A")
          end += 1
        }
        if let problem = NumberGrammar.check(bytes, index..<end) { return problem }
        // An exponent or -Infinity (the only letters the grammar lets through), or digits enough to overflow.
        if lettered || end - index >= 19 { numbersToCheck = true }
        index = end
      } else {
        if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "'") {
          // json-c takes single-quoted strings even in strict mode.
          return JSONParseError(.syntax, offset: index, detail: "single quotes are not JSON string delimiters")
        } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          return JSONParseError(
            .controlCharacter, offset: index, detail: "control character 0x\(hex(byte)) outside a string")
        } else if byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "i")
          || (byte == UInt8(ascii: "n") && (index + 1 == count || bytes[index + 1] != UInt8(ascii: "u")))
        {
          // NaN or Infinity in some spelling json-c may take (`null` is the one literal with an n).
          numbersToCheck = true
        }
        index += 1
      }
    }
    return nil
  }

  /// Checks the `\uXXXX` escape at `index` (the backslash): a surrogate must
  /// be a high one followed by a low-surrogate escape (I-JSON, RFC 7493).
  /// Returns how many bytes to skip; a malformed escape is left to json-c.
  private static func unicodeEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Result<Int, JSONParseError> {
    guard let unit = hexUnit(bytes, at: index + 2) else { return .success(2) }
    switch unit {
    case 0xD800...0xDBFF:
      let isEscape =
        index + 7 < bytes.count && bytes[index + 6] == UInt8(ascii: "\\") && bytes[index + 7] == UInt8(ascii: "u")
      if isEscape, let low = hexUnit(bytes, at: index + 8), (0xDC00...0xDFFF).contains(low) { return .success(12) }
      return .failure(
        JSONParseError(
          .invalidUTF8, offset: index,
          detail: "lone surrogate escape \\u\(hex(unit)) (a high surrogate must be followed by a low-surrogate escape)")
      )
    case 0xDC00...0xDFFF:
      return .failure(
        JSONParseError(
          .invalidUTF8, offset: index,
          detail: "lone surrogate escape \\u\(hex(unit)) (a low surrogate must follow a high-surrogate escape)"))
    default:
      return .success(6)
    }
  }

  /// The UTF-16 code unit of four hex digits at `index`, or nil.
  private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
    guard index + 4 <= bytes.count else { return nil }
    var unit: UInt16 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  /// The length of the well-formed UTF-8 sequence starting at `index`
  /// (Unicode Table 3-7), or nil.
  private static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    let remaining = bytes.count - index
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      offset < remaining && range.contains(bytes[index + offset])
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : nil
    case 0xE0:
      return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : nil
    case 0xED:  // excludes the surrogates U+D800...U+DFFF
      return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
    case 0xF0:
      return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4:
      return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default:
      return nil
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  private static func hex(_ unit: UInt16) -> String {
    hex(UInt8(unit >> 8)) + hex(UInt8(unit & 0xFF))
  }
}
