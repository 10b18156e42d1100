import CJSONC
import JSONValue

/// Builds json-c trees straight from Swift values, for the messages the host
/// sends most (a view update per event): no `JSONValue` in between, keys are
/// static C strings json-c neither copies nor frees, and strings go from
/// Swift's UTF-8 storage to json-c without an intermediate array.
///
/// A tree is owned by whoever holds its root: `JSONSerializer` or a sink
/// frees it after writing it. Keep a tree on one thread.
public struct JSONCObject {
  public let pointer: OpaquePointer

  public init() { pointer = json_object_new_object() }

  /// Adds a member; `key` must be new in this object.
  public func set(_ key: StaticString, _ value: OpaquePointer?) {
    let flags = UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW | JSON_C_OBJECT_ADD_CONSTANT_KEY)
    // json-c answers 0 or, out of memory, -1 (then the member is missing, as
    // with every other allocation json-c fails).
    _ = key.withUTF8Buffer { bytes in
      // A string literal is stored with its terminating NUL.
      json_object_object_add_ex(
        pointer, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), value, flags)
    }
  }

  public func set(_ key: StaticString, _ text: String) { set(key, JSONCTree.string(text)) }
  public func set(_ key: StaticString, _ number: Int) { set(key, json_object_new_int64(Int64(number))) }
  public func set(_ key: StaticString, _ flag: Bool) { set(key, json_object_new_boolean(flag ? 1 : 0)) }
}

public enum JSONCTree {
  public static func string(_ text: String) -> OpaquePointer {
    if text.isEmpty { return json_object_new_string("") }
    var text = text
    return text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { json_object_new_string_len($0.baseAddress, Int32($0.count)) }
    }
  }

  public static func array(capacity: Int) -> OpaquePointer { json_object_new_array_ext(Int32(capacity)) }

  /// Appends `element` to `array` (which takes the reference).
  public static func append(_ element: OpaquePointer?, to array: OpaquePointer) {
    json_object_array_add(array, element)
  }

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
      return string(text)
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
