import CJSONC
import JSONValue

/// Writes JSON as compact text with json-c: no spaces, `/` unescaped, keys
/// in insertion order, so output is deterministic.
public enum JSONSerializer {
  private static let flags = Int32(JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)

  /// Appends the text of `value` to `output`.
  public static func append(_ value: JSONValue, to output: inout [UInt8]) {
    withText(of: JSONCTree.value(value)) { output.append(contentsOf: $0) }
  }

  /// Serializes a json-c tree, hands its text to `body` (valid only during
  /// the call, no copy made) and frees the tree. A nil tree is `null`.
  public static func withText<Result>(
    of tree: OpaquePointer?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard let tree else {
      let null: StaticString = "null"
      return null.withUTF8Buffer(body)
    }
    defer { json_object_put(tree) }
    var length = 0
    guard let text = json_object_to_json_string_length(tree, flags, &length) else {
      return body(UnsafeBufferPointer(start: nil, count: 0))
    }
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      body(UnsafeBufferPointer(start: $0, count: length))
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
}
