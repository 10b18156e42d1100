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
/// Elements and members are stored apart from the kind, so appending one
/// never copies the others (an enum payload would be copied on each write).
final class EncodingNode {
  enum Kind {
    case empty, scalar, object, array
  }

  private var kind = Kind.empty
  private var scalar = JSONValue.null
  private var elements: [EncodingNode] = []
  private var members: [(key: String, node: EncodingNode)] = []
  /// Where each key is in `members` (a re-encoded key replaces its value in
  /// place), once there are more than `scanned`: fewer are found by a scan,
  /// without hashing (a snapshot of a few members is written at every save:
  /// issue #40).
  private var positions: [String: Int]?
  private static let scanned = 16

  var value: JSONValue {
    switch kind {
    case .empty: return .object(JSONObject())
    case .scalar: return scalar
    case .object:
      var object = JSONObject(capacity: members.count)
      for member in members { object.append(member.key, member.node.value) }
      return .object(object)
    case .array: return .array(elements.map(\.value))
    }
  }

  func set(_ value: JSONValue) {
    kind = .scalar
    scalar = value
  }

  func member(_ key: String) -> EncodingNode {
    makeObject()
    let position = positions != nil ? positions?[key] : members.firstIndex { $0.key == key }
    if let position { return members[position].node }
    let node = EncodingNode()
    members.append((key, node))
    if positions != nil {
      positions?[key] = members.count - 1
    } else if members.count > Self.scanned {
      positions = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
    }
    return node
  }

  func makeObject() {
    guard kind != .object else { return }
    kind = .object
  }

  func makeArray() {
    guard kind != .array else { return }
    kind = .array
  }

  func appendElement() -> EncodingNode {
    makeArray()
    let node = EncodingNode()
    elements.append(node)
    return node
  }

  var elementCount: Int { elements.count }
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

  func encodeNil(forKey key: Key) { node.member(key.stringValue).set(.null) }

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

  mutating func encodeNil() { next().node.set(.null) }
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

  private func set(_ value: JSONValue) { node.set(value) }

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
