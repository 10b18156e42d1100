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
    if let problem = LexicalCheck.scan(bytes) { throw problem }
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
    defer { if let root { json_object_put(root) } }
    guard error == json_tokener_success else {
      let description = String(cString: json_tokener_error_desc(error))
      let reason: JSONParseError.Reason = error == json_tokener_error_depth ? .tooDeep : .syntax
      throw JSONParseError(reason, offset: min(end, count), detail: description)
    }
    end = min(end, count)
    if let garbage = bytes[end...].firstIndex(where: { !Self.isWhitespace($0) && $0 != 0 }) {
      throw JSONParseError(.syntax, offset: garbage, detail: "unexpected text after the JSON value")
    }
    // JSON null parses to a NULL pointer with error "success".
    guard let root else { return .null }
    return try Self.convert(root)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func convert(_ object: OpaquePointer?) throws(JSONParseError) -> JSONValue {
    guard let object else { return .null }
    switch json_object_get_type(object) {
    case json_type_null:
      return .null
    case json_type_boolean:
      return .bool(json_object_get_boolean(object) != 0)
    case json_type_int:
      // json-c keeps values above INT64_MAX as uint64 (get_int64 caps them)
      // and clamps below INT64_MIN: refuse what it could not keep exactly.
      // The price: -2^63 itself is refused too.
      let value = json_object_get_int64(object)
      if value == Int64.min || (value == Int64.max && json_object_get_uint64(object) != UInt64(Int64.max)) {
        throw JSONParseError(.integerOutOfRange, offset: nil, detail: "integer outside the signed 64-bit range")
      }
      return .int(value)
    case json_type_double:
      let value = json_object_get_double(object)
      guard value.isFinite else {
        throw JSONParseError(
          .nonFiniteNumber, offset: nil,
          detail: "a number must be finite: NaN, Infinity and numbers beyond a 64-bit float (about 1.8e308) are refused"
        )
      }
      return .double(value)
    case json_type_string:
      let length = Int(json_object_get_string_len(object))
      guard let pointer = json_object_get_string(object) else { return .string("") }
      let string = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
      }
      return .string(string)
    case json_type_array:
      let length = json_object_array_length(object)
      var elements: [JSONValue] = []
      elements.reserveCapacity(length)
      for index in 0..<length {
        elements.append(try convert(json_object_array_get_idx(object, index)))
      }
      return .array(elements)
    case json_type_object:
      var members = JSONObject(capacity: Int(json_object_object_length(object)))
      var iterator = json_object_iter_begin(object)
      var end = json_object_iter_end(object)
      while json_object_iter_equal(&iterator, &end) == 0 {
        let key = String(cString: json_object_iter_peek_name(&iterator))
        // Duplicate keys were already merged by json-c: the last value wins.
        members.append(key, try convert(json_object_iter_peek_value(&iterator)))
        json_object_iter_next(&iterator)
      }
      return .object(members)
    default:
      return .null
    }
  }
}
