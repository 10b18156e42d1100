import CJSONC
import JSONValue

/// Writes `JSONValue`s as compact JSON text with json-c: no spaces, `/`
/// unescaped, keys in insertion order, so output is deterministic.
public enum JSONSerializer {
  private static let flags = Int32(JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)

  /// Appends the text of `value` to `output`.
  public static func append(_ value: JSONValue, to output: inout [UInt8]) {
    guard let object = makeObject(value) else {
      output.append(contentsOf: "null".utf8)
      return
    }
    defer { json_object_put(object) }
    var length = 0
    guard let text = json_object_to_json_string_length(object, flags, &length) else { return }
    text.withMemoryRebound(to: UInt8.self, capacity: length) {
      output.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
    }
  }

  public static func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    append(value, to: &output)
    return output
  }

  public static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// Builds a json-c tree; the caller owns the returned reference.
  private static func makeObject(_ value: JSONValue) -> OpaquePointer? {
    switch value {
    case .null:
      return nil
    case .bool(let flag):
      return json_object_new_boolean(flag ? 1 : 0)
    case .int(let number):
      return json_object_new_int64(number)
    case .double(let number):
      // json-c prints new doubles with %.17g (0.1 -> 0.10000000000000001):
      // hand it Swift's shortest round-tripping text instead.
      precondition(number.isFinite, "NaN and infinities are not JSON")
      return json_object_new_double_s(number, number.description)
    case .string(var text):
      if text.isEmpty { return json_object_new_string("") }
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { json_object_new_string_len($0.baseAddress, Int32($0.count)) }
      }
    case .array(let elements):
      let array = json_object_new_array_ext(Int32(elements.count))
      for element in elements { json_object_array_add(array, makeObject(element)) }
      return array
    case .object(let members):
      let object = json_object_new_object()
      // JSONObject keeps keys unique: json-c need not look for an existing one.
      for member in members.members {
        json_object_object_add_ex(object, member.key, makeObject(member.value), UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
      }
      return object
    }
  }
}
