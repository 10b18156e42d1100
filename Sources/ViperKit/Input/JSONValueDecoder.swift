import JSONValue

/// Decodes a `Decodable` value straight from a `JSONValue` tree — no text,
/// no Foundation — so a module input gets its wire decoding from
/// `Decodable`. One rule everywhere: unknown members are ignored; a missing
/// or mistyped member is an `InputError` naming it (`"users[2].email"`).
public enum JSONValueDecoder {
  public static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws(InputError) -> Value {
    do {
      return try Value(from: TreeDecoder(value: json, codingPath: []))
    } catch let error as DecodingError {
      throw InputError(message(for: error))
    } catch let error as InputError {
      throw error
    } catch {
      throw InputError("\(error)")
    }
  }

  /// A module's input: absent and `null` decode as `{}` (so a type whose
  /// members are all optional takes "no input").
  public static func decodeInput<Value: Decodable>(_ type: Value.Type, from json: JSONValue?) throws(InputError)
    -> Value
  {
    guard let json, json != .null else { return try decode(type, from: .object(JSONObject())) }
    return try decode(type, from: json)
  }

  private static func message(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\"\(path(context.codingPath + [key]))\" is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? context.debugDescription : "\"\(path(context.codingPath))\" \(context.debugDescription)"
    @unknown default:
      return "the input cannot be read"
    }
  }

  /// `users[2].email`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }
}

/// The `Decoder` over one node of the tree.
struct TreeDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch("an object") }
    return KeyedDecodingContainer(KeyedTree<Key>(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return UnkeyedTree(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleTree(value: value, codingPath: codingPath)
  }

  func mismatch(_ expected: String) -> DecodingError {
    .typeMismatch(
      Any.self, .init(codingPath: codingPath, debugDescription: "must be \(expected), not \(value.kindName)"))
  }
}
