import JSONValue
import ViperKit
import Wire

/// One view of a stack as `app/start {stack}` takes it and `app/link` gives it.
public struct StackEntry: Equatable, Sendable {
  public var module: ModuleName
  public var input: JSONValue?
  public var presented: Bool

  public init(module: ModuleName, input: JSONValue? = nil, presented: Bool = false) {
    self.module = module
    self.input = input
    self.presented = presented
  }

  public var json: JSONValue {
    var object: JSONObject = ["module": .string(module.rawValue)]
    if let input { object.append("input", input) }
    if presented { object.append("presented", true) }
    return .object(object)
  }
}

/// A link that does not parse: where (a byte offset) and why.
public struct LinkError: Error, Equatable, Sendable {
  public var offset: Int
  public var reason: String
}

/// The text form of a stack (SESSIONS.md §3): `home/jobs/job-detail?id=2`.
public enum StackLink {
  /// The canonical text of `entries`; nil when an input has no text form
  /// (an object with an empty key).
  public static func format(_ entries: [StackEntry]) -> String? {
    var parts: [String] = []
    for entry in entries {
      var text = (entry.presented ? "+" : "") + entry.module.rawValue
      switch entry.input {
      case nil: break
      case .object(let object)?:
        guard !object.keys.contains("") else { return nil }
        text += "?" + object.members.map { escape($0.key) + "=" + escape(valueText($0.value)) }.joined(separator: "&")
      case let value?: text += "?=" + escape(valueText(value))
      }
      parts.append(text)
    }
    return parts.joined(separator: "/")
  }

  public static func parse(_ text: String) throws(LinkError) -> [StackEntry] {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { throw LinkError(offset: 0, reason: "the link is empty") }
    // The root is never presented: a modal needs a view under it (SESSIONS.md §3).
    if bytes[0] == UInt8(ascii: "+") {
      throw LinkError(offset: 0, reason: "the root (the first entry) cannot be presented")
    }
    var entries: [StackEntry] = []
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
      entries.append(try entry(bytes, start, end))
      start = end + 1
    }
    return entries
  }

  // MARK: Parsing

  private static func entry(_ bytes: [UInt8], _ start: Int, _ end: Int) throws(LinkError) -> StackEntry {
    var position = start
    let presented = position < end && bytes[position] == UInt8(ascii: "+")
    if presented { position += 1 }
    let nameEnd = bytes[position..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
    guard nameEnd > position else { throw LinkError(offset: position, reason: "a module name is missing") }
    if let bad = bytes[position..<nameEnd].firstIndex(where: { !isNameByte($0) }) {
      throw LinkError(offset: bad, reason: "a module name has only letters, digits, - and _")
    }
    // As for `module` in params (PROTOCOL.md §1): so no error echoes a longer name.
    guard nameEnd - position <= maxNameBytes else {
      throw LinkError(offset: position + maxNameBytes, reason: "a module name is at most 128 bytes")
    }
    let module = ModuleName(String(decoding: bytes[position..<nameEnd], as: UTF8.self))
    guard nameEnd < end else { return StackEntry(module: module, presented: presented) }
    return StackEntry(module: module, input: try query(bytes, nameEnd + 1, end), presented: presented)
  }

  private static func query(_ bytes: [UInt8], _ start: Int, _ end: Int) throws(LinkError) -> JSONValue {
    if start < end && bytes[start] == UInt8(ascii: "=") { return try value(bytes, start + 1, end) }
    var object = JSONObject()
    guard start < end else { return .object(object) }
    // Every "&" is followed by a pair: an empty pair (leading, doubled or trailing) is refused.
    var position = start
    while true {
      let pairEnd = bytes[position..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
      guard let equals = bytes[position..<pairEnd].firstIndex(of: UInt8(ascii: "=")) else {
        throw LinkError(offset: position, reason: "a member is written key=value")
      }
      guard equals > position else { throw LinkError(offset: position, reason: "a member's key is missing") }
      object[try decoded(bytes, position, equals)] = try value(bytes, equals + 1, pairEnd)
      guard pairEnd < end else { return .object(object) }
      position = pairEnd + 1
    }
  }

  /// Decoded text that reads as JSON is that value; any other text is a string.
  private static func value(_ bytes: [UInt8], _ start: Int, _ end: Int) throws(LinkError) -> JSONValue {
    let text = try decoded(bytes, start, end)
    return json(text) ?? .string(text)
  }

  private static func decoded(_ bytes: [UInt8], _ start: Int, _ end: Int) throws(LinkError) -> String {
    var output: [UInt8] = []
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "%") {
        guard position + 3 <= end,
          let high = hexValue(bytes[position + 1]), let low = hexValue(bytes[position + 2])
        else { throw LinkError(offset: position, reason: "% must be followed by two hex digits") }
        output.append(high << 4 | low)
        position += 3
      } else {
        output.append(byte)
        position += 1
      }
    }
    guard let text = String(validating: output, as: UTF8.self) else {
      throw LinkError(offset: start, reason: "the percent-encoded bytes are not UTF-8")
    }
    return text
  }

  private static func json(_ text: String) -> JSONValue? {
    // Surrounding white space would be lost in a round trip: such text is a string.
    guard let first = text.utf8.first, let last = text.utf8.last, !isSpace(first), !isSpace(last) else {
      return nil
    }
    return try? JSONParser(maxDepth: 128).parse(text)
  }

  // MARK: Formatting

  private static func valueText(_ value: JSONValue) -> String {
    if case .string(let string) = value, json(string) == nil { return string }
    return JSONSerializer.string(value)
  }

  private static func escape(_ text: String) -> String {
    var output: [UInt8] = []
    for byte in text.utf8 {
      if mustEscape(byte) {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static let maxNameBytes = 128

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func mustEscape(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || "%/?&=#+".utf8.contains(byte)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
