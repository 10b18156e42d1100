import JSONValue

/// Writes and reads an interactor's snapshot, checking at run time what it
/// conforms to (a generic screen cannot ask the compiler): an interactor
/// that is `SnapshotRepresentable` says how, a `Codable` one is encoded.
enum InteractorSnapshot {
  static func supports(_ type: Any.Type) -> Bool {
    type is any SnapshotRepresentable.Type || (type is any Encodable.Type && type is any Decodable.Type)
  }

  /// How an `I`'s snapshot is written, found once per screen; nil when `I`
  /// takes none. (Casting the state to a protocol at every save was two
  /// conformance look-ups, ~2.5k instructions a save: issue #40; the cast
  /// of an `I` to the type it is, below, is a comparison.)
  static func writer<I>(for type: I.Type) -> ((I) -> JSONValue?)? {
    if let representable = type as? any SnapshotRepresentable.Type { return writer(representable, of: type) }
    guard supports(type), let encodable = type as? any Encodable.Type else { return nil }
    return encoder(encodable, of: type)
  }

  private static func writer<R: SnapshotRepresentable, I>(_: R.Type, of _: I.Type) -> (I) -> JSONValue? {
    { state in (state as? R)?.snapshot }
  }

  private static func encoder<E: Encodable, I>(_: E.Type, of _: I.Type) -> (I) -> JSONValue? {
    { state in (state as? E).flatMap { try? JSONValueEncoder.encode($0) } }
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
