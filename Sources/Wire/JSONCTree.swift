import CJSONC
import JSONValue

/// `JSONValue`s as json-c trees, for the serializer (`JSONSerializer`) and
/// for a message built in Swift that the host reads as it reads a parsed
/// line (`JSONDocument`). The host's own messages are written as text
/// (`JSONWriter`), with no tree.
public enum JSONCTree {
  /// A `JSONValue` as a json-c tree (nil is JSON null); the caller owns it.
  public static func value(_ value: JSONValue) -> OpaquePointer? {
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
    case .string(let text):
      if text.isEmpty { return json_object_new_string("") }
      var text = text
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { json_object_new_string_len($0.baseAddress, Int32($0.count)) }
      }
    case .array(let elements):
      let array = json_object_new_array_ext(Int32(elements.count))
      for element in elements { json_object_array_add(array, Self.value(element)) }
      return array
    case .object(let members):
      let object = json_object_new_object()
      // JSONObject keeps keys unique: json-c need not look for an existing one.
      let flags = UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW)
      for member in members.members {
        // withCString reads a native string in place; the implicit String ->
        // C string conversion would build an array per key.
        _ = member.key.withCString { json_object_object_add_ex(object, $0, Self.value(member.value), flags) }
      }
      return object
    }
  }
}
