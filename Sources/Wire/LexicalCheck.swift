/// The checks json-c does not do, in one pass over a line's bytes:
/// strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF)
/// and no raw control characters inside strings.
enum LexicalCheck {
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONParseError? {
    var index = 0
    var inString = false
    var escaped = false
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          } else if byte < 0x20 {
            return JSONParseError(
              .controlCharacter, offset: index,
              detail: "raw control character 0x\(hex(byte)) inside a string (escape it)")
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "'") {
          // json-c takes single-quoted strings even in strict mode.
          return JSONParseError(.syntax, offset: index, detail: "single quotes are not JSON string delimiters")
        } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          return JSONParseError(
            .controlCharacter, offset: index, detail: "control character 0x\(hex(byte)) outside a string")
        }
        index += 1
        continue
      }
      escaped = false
      guard let length = validSequenceLength(bytes, at: index) else {
        return JSONParseError(
          .invalidUTF8, offset: index, detail: "invalid UTF-8 byte 0x\(hex(bytes[index])) at offset \(index)")
      }
      index += length
    }
    return nil
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
}
