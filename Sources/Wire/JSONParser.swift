import CJSONC
import JSONValue

/// Parses one line of bytes into a `JSONValue` with json-c, strictly.
///
/// Reuses one tokener (faster than `json_tokener_parse` per line), so a
/// parser belongs to one thread. json-c's gaps are closed here: UTF-8 is
/// validated fully, control characters in strings, NaN and infinities are
/// rejected, and integers must fit in 64 bits.
public final class JSONParser {
  /// Arrays and objects may nest this deep; one more is `too_deep`.
  public let maxDepth: Int
  private let tokener: UnsafeMutablePointer<json_tokener>
  /// Visits every number of every tree, not only when the lexical scan saw
  /// one json-c may not keep: the tests' reference for that scan.
  var checksEveryNumber = false

  public init(maxDepth: Int = 128) {
    self.maxDepth = maxDepth
    guard let tokener = json_tokener_new_ex(Int32(maxDepth)) else {
      fatalError("json_tokener_new_ex failed: out of memory")
    }
    json_tokener_set_flags(tokener, Int32(JSON_TOKENER_STRICT))
    self.tokener = tokener
  }

  deinit { json_tokener_free(tokener) }

  public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parse(buffer) }
  }

  public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
    try document(bytes).rootNode.value
  }

  /// The line as json-c's tree, every check done: what the host reads a
  /// request from, without a `JSONValue` in between.
  public func document(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONDocument {
    var numbersToCheck = false
    if let problem = LexicalCheck.scan(bytes, numbersToCheck: &numbersToCheck) { throw problem }
    guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
      throw JSONParseError(.empty, offset: 0, detail: "empty line")
    }
    json_tokener_reset(tokener)
    let count = bytes.count
    let object = bytes.withMemoryRebound(to: CChar.self) { chars in
      json_tokener_parse_ex(tokener, chars.baseAddress, Int32(count))
    }
    var error = json_tokener_get_error(tokener)
    var root = object
    var end = Int(json_tokener_get_parse_end(tokener))
    if error == json_tokener_continue {
      // Offsets of the second call are relative to its own (empty) input.
      end = count
      // A bare number or a truncated text: json-c waits for more input.
      // A NUL ends the input; a complete value then parses, a truncated one fails.
      root = json_tokener_parse_ex(tokener, "", 1)
      error = json_tokener_get_error(tokener)
      if error == json_tokener_continue {
        throw JSONParseError(.syntax, offset: count, detail: "unexpected end of input")
      }
    }
    // JSON null parses to a NULL pointer with error "success".
    let document = JSONDocument(taking: root)
    guard error == json_tokener_success else {
      let description = String(cString: json_tokener_error_desc(error))
      let reason: JSONParseError.Reason = error == json_tokener_error_depth ? .tooDeep : .syntax
      throw JSONParseError(reason, offset: min(end, count), detail: description)
    }
    end = min(end, count)
    if let garbage = bytes[end...].firstIndex(where: { !Self.isWhitespace($0) && $0 != 0 }) {
      throw JSONParseError(.syntax, offset: garbage, detail: "unexpected text after the JSON value")
    }
    if numbersToCheck || checksEveryNumber, let problem = JSONCTree.numberProblem(in: root) { throw problem }
    return document
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
