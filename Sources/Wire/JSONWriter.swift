import JSONValue

/// Writes compact JSON text straight into bytes, as json-c writes it (the
/// same escapes, `/` unescaped, keys in the order given): what the host
/// sends on its hot path is written once, with no tree built only to be
/// serialized (issue #40). `JSONSerializer` (json-c) and this writer give
/// the same bytes for the same value (`JSONWriterTests`).
///
/// The caller writes the punctuation of objects and arrays through
/// `object`/`array` and `key`; a member's value follows its key.
public struct JSONWriter {
  public private(set) var bytes: [UInt8]
  /// Whether the next member or element is the first of its container.
  private var first = true

  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Empties the writer, keeping its memory unless it grew past `keepingUpTo` bytes.
  public mutating func reset(keepingUpTo limit: Int = 1 << 20) {
    bytes.removeAll(keepingCapacity: bytes.capacity <= limit)
    first = true
  }

  public var count: Int { bytes.count }

  // MARK: Containers

  /// `{`, the members `body` writes, `}`.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    beginObject()
    body(&self)
    endObject()
  }

  public mutating func beginObject() {
    bytes.append(UInt8(ascii: "{"))
    first = true
  }

  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    first = false
  }

  /// Takes back the `}` that ends the text, so members can follow: for
  /// writers that keep an object finished between members.
  public mutating func reopenObject() {
    precondition(bytes.last == UInt8(ascii: "}"), "no object to reopen")
    bytes.removeLast()
    first = bytes.last == UInt8(ascii: "{")
  }

  /// `[`, the elements `body` writes (each begun with `element()`), `]`.
  public mutating func array(_ body: (inout JSONWriter) -> Void) {
    bytes.append(UInt8(ascii: "["))
    first = true
    body(&self)
    bytes.append(UInt8(ascii: "]"))
    first = false
  }

  /// Begins an array element (a comma before all but the first).
  public mutating func element() {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
  }

  /// Begins a member: `"key":` (a comma before all but the first).
  public mutating func key(_ key: StaticString) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    key.withUTF8Buffer { name in
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: name)
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: ":"))
  }

  /// Begins a member whose key is not static (escaped like any string).
  /// Named apart from `key(_:)`: a literal would take the `String` overload.
  public mutating func key(text key: String) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    string(key)
    bytes.append(UInt8(ascii: ":"))
  }

  // MARK: Values

  public mutating func string(_ text: String) {
    // In place (no copy of the string, so no reference counted); a
    // bridged string, never the host's, takes the copy.
    if text.utf8.withContiguousStorageIfAvailable({ appendQuoted($0) }) != nil { return }
    var copy = text
    copy.withUTF8 { appendQuoted($0) }
  }

  public mutating func int(_ number: Int) { int(Int64(number)) }

  public mutating func int(_ number: Int64) {
    if number >= 0 && number < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(number))
      return
    }
    // Digits backwards into a small buffer; the magnitude as UInt64 holds Int64.min too.
    var magnitude = number.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var index = 20
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if number < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index..<20]))
    }
  }

  public mutating func bool(_ flag: Bool) {
    let text: StaticString = flag ? "true" : "false"
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  public mutating func null() {
    let text: StaticString = "null"
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Text that is already JSON (a value written before, kept).
  public mutating func raw(_ json: [UInt8]) { bytes.append(contentsOf: json) }

  /// Any `JSONValue` (doubles in Swift's shortest round-tripping form, as
  /// `JSONCTree.value` hands them to json-c).
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .int(let number): int(number)
    case .double(let number):
      precondition(number.isFinite, "NaN and infinities are not JSON")
      bytes.append(contentsOf: number.description.utf8)
    case .string(let text): string(text)
    case .array(let elements):
      array { writer in
        for element in elements {
          writer.element()
          writer.value(element)
        }
      }
    case .object(let members):
      object { writer in
        for member in members.members {
          writer.key(text: member.key)
          writer.value(member.value)
        }
      }
    }
  }

  // MARK: Strings, as json-c escapes them

  private mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var start = 0
    for index in text.indices {
      let byte = text[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index])) }
      appendEscape(byte)
      start = index + 1
    }
    if start < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...])) }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    default:
      let hex: StaticString = "0123456789abcdef"
      hex.withUTF8Buffer { digits in
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0x0F)])
      }
    }
  }
}
