/// What the user typed into a secure field (`Field.Kind.secure`), kept by an
/// interactor until it goes to a gateway. Its type keeps it out of every
/// snapshot: a session saves the rest of a `Codable` state, never this
/// (PROTOCOL.md §6, "Input", rule 7; Protocol/SESSIONS.md §2). As a member
/// of a `Codable` type it writes nothing and reads back empty, so a restored
/// screen starts with the field empty; anywhere else it writes `null`. It
/// prints, dumps and reflects as `********`, so no log line, debug dump or
/// test report shows it.
///
/// ```swift
/// struct SignInInteractor: Interactor, Codable {
///   var user = ""          // saved: comes back after a restart
///   var password = Secret() // never saved: comes back empty
/// }
/// ```
public struct Secret: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The text as typed.
  public var text: String

  public init(_ text: String = "") { self.text = text }
  public init(stringLiteral text: String) { self.text = text }

  public var isEmpty: Bool { text.isEmpty }

  public var description: String { "********" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Secret: Codable {
  /// Reads back empty, whatever was written.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Outside a keyed container (an array, a value on its own): `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}

// A `Codable` type's synthesized conformance calls these for its `Secret`
// members (the most specific overload wins): the key is never written, and
// reading it, absent or not, gives an empty secret.

extension KeyedEncodingContainer {
  public mutating func encode(_ value: Secret, forKey key: Key) throws {}
  public mutating func encodeIfPresent(_ value: Secret?, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
  public func decode(_ type: Secret.Type, forKey key: Key) throws -> Secret { Secret() }
  public func decodeIfPresent(_ type: Secret.Type, forKey key: Key) throws -> Secret? { nil }
}
