import JSONValue

/// An object's members, by key; absent and `null` are both "no value".
struct KeyedTree<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]

  var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { object[key.stringValue] == nil || object[key.stringValue] == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard let value = object[key.stringValue], value != .null else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "is missing"))
    }
    return try T(from: TreeDecoder(value: value, codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { TreeDecoder(value: .object(object), codingPath: codingPath) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }

  private func decoder(for key: Key) throws -> TreeDecoder {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "is missing"))
    }
    return TreeDecoder(value: value, codingPath: codingPath + [key])
  }
}

/// An array's elements, in order.
struct UnkeyedTree: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: nextDecoder())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try nextDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try nextDecoder().unkeyedContainer() }
  mutating func superDecoder() throws -> any Decoder { try nextDecoder() }

  private mutating func nextDecoder() throws -> TreeDecoder {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(Any.self, .init(codingPath: path, debugDescription: "is missing"))
    }
    defer { currentIndex += 1 }
    return TreeDecoder(value: elements[currentIndex], codingPath: path)
  }
}

/// A scalar. Numbers are checked to fit the type asked for.
struct SingleTree: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("a boolean") }
    return bool
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard let number = value.doubleValue else { throw mismatch("a number") }
    return number
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let number = value.intValue else {
      // A whole number too large for 64 bits is not mistyped: it is out of range.
      if let double = value.doubleValue, double.rounded() == double { throw outOfRange(T.self) }
      throw mismatch("an integer")
    }
    guard let exact = T(exactly: number) else { throw outOfRange(T.self) }
    return exact
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: TreeDecoder(value: value, codingPath: codingPath))
  }

  private func mismatch(_ expected: String) -> DecodingError {
    .typeMismatch(
      Any.self, .init(codingPath: codingPath, debugDescription: "must be \(expected), not \(value.kindName)"))
  }

  private func outOfRange<T: FixedWidthInteger>(_ type: T.Type) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: codingPath,
        debugDescription: "must be an integer from \(T.min) to \(T.max)"))
  }
}

struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
