import JSONValue

/// Writes and reads an interactor's snapshot, checking at run time what it
/// conforms to (a generic screen cannot ask the compiler): an interactor
/// that is `SnapshotRepresentable` says how, a `Codable` one is encoded.
enum InteractorSnapshot {
  static func supports(_ type: Any.Type) -> Bool {
    type is any SnapshotRepresentable.Type || (type is any Encodable.Type && type is any Decodable.Type)
  }

  static func json(of state: Any) -> JSONValue? {
    if let representable = state as? any SnapshotRepresentable { return representable.snapshot }
    guard let encodable = state as? any Encodable else { return nil }
    return try? JSONValueEncoder.encode(encodable)
  }

  /// `current` restored from `snapshot`: in place when it says how, else decoded anew.
  static func decode<I>(_ type: I.Type, from snapshot: JSONValue, into current: I) throws(SnapshotError) -> I {
    if var representable = current as? any SnapshotRepresentable {
      try representable.restore(snapshot: snapshot)
      guard let value = representable as? I else { throw .unsupported }
      return value
    }
    guard let decodable = type as? any Decodable.Type else { throw .unsupported }
    let decoded: Any
    do {
      decoded = try decodeOpened(decodable, snapshot)
    } catch {
      throw SnapshotError("the snapshot does not decode: \(error.message)")
    }
    guard let value = decoded as? I else { throw .unsupported }
    return value
  }

  private static func decodeOpened<T: Decodable>(_ type: T.Type, _ json: JSONValue) throws(InputError) -> T {
    try JSONValueDecoder.decode(type, from: json)
  }
}
