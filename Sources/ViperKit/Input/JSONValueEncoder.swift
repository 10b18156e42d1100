import JSONValue

/// Encodes an `Encodable` value straight into a `JSONValue` tree — the
/// mirror of `JSONValueDecoder`: a screen's snapshot and an input's wire
/// form come from `Encodable`. Members keep the order they were encoded in;
/// a `nil` optional is left out (`encodeIfPresent`); a non-finite number,
/// which JSON cannot carry, is an `EncodingError`.
public enum JSONValueEncoder {
  public static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let root = EncodingNode()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    return root.value
  }
}

/// One value being built: containers write into it as they are filled.
final class EncodingNode {
  enum Content {
    case empty
    case scalar(JSONValue)
    case object([(String, EncodingNode)])
    case array([EncodingNode])
  }

  var content = Content.empty

  var value: JSONValue {
    switch content {
    case .empty: return .object(JSONObject())
    case .scalar(let value): return value
    case .object(let members): return .object(JSONObject(members.map { ($0.0, $0.1.value) }))
    case .array(let elements): return .array(elements.map(\.value))
    }
  }

  func member(_ key: String) -> EncodingNode {
    if case .object(let members) = content, let existing = members.first(where: { $0.0 == key }) {
      return existing.1
    }
    let node = EncodingNode()
    if case .object(var members) = content {
      members.append((key, node))
      content = .object(members)
    } else {
      content = .object([(key, node)])
    }
    return node
  }

  func makeObject() { if case .object = content {} else { content = .object([]) } }
  func makeArray() { if case .array = content {} else { content = .array([]) } }

  func appendElement() -> EncodingNode {
    let node = EncodingNode()
    if case .array(var elements) = content {
      elements.append(node)
      content = .array(elements)
    } else {
      content = .array([node])
    }
    return node
  }

  var elementCount: Int { if case .array(let elements) = content { elements.count } else { 0 } }
}

struct TreeEncoder: Encoder {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(KeyedTreeEncoder<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return UnkeyedTreeEncoder(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleTreeEncoder(node: node, codingPath: codingPath)
  }
}

struct KeyedTreeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  func encodeNil(forKey key: Key) { node.member(key.stringValue).content = .scalar(.null) }

  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try value.encode(to: TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), codingPath: codingPath) }
  func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

struct UnkeyedTreeEncoder: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var count: Int { node.elementCount }

  private func next() -> TreeEncoder {
    let path = codingPath + [IndexKey(intValue: count)]
    return TreeEncoder(node: node.appendElement(), codingPath: path)
  }

  mutating func encodeNil() { next().node.content = .scalar(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    next().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
  mutating func superEncoder() -> any Encoder { next() }
}

/// A scalar; integers stay exact (`.int`), other numbers must be finite.
struct SingleTreeEncoder: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue) { node.content = .scalar(value) }

  func encodeNil() { set(.null) }
  func encode(_ value: Bool) { set(.bool(value)) }
  func encode(_ value: String) { set(.string(value)) }

  func encode(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "is not finite"))
    }
    set(.double(value))
  }

  func encode(_ value: Float) throws { try encode(Double(value)) }

  private func integer<T: FixedWidthInteger>(_ value: T) throws {
    guard let exact = Int64(exactly: value) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "is larger than a 64-bit integer"))
    }
    set(.int(exact))
  }

  func encode(_ value: Int) throws { try integer(value) }
  func encode(_ value: Int8) throws { try integer(value) }
  func encode(_ value: Int16) throws { try integer(value) }
  func encode(_ value: Int32) throws { try integer(value) }
  func encode(_ value: Int64) throws { try integer(value) }
  func encode(_ value: UInt) throws { try integer(value) }
  func encode(_ value: UInt8) throws { try integer(value) }
  func encode(_ value: UInt16) throws { try integer(value) }
  func encode(_ value: UInt32) throws { try integer(value) }
  func encode(_ value: UInt64) throws { try integer(value) }

  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: TreeEncoder(node: node, codingPath: codingPath)) }
}
