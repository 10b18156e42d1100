/// The key of a field or toggle: unique among a view's inputs and stable
/// across its updates, so a frontend knows it is the same input (PROTOCOL.md §6).
public struct InputKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }
}
