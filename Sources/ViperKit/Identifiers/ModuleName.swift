/// The stable name a module is registered and opened by (`onboarding`, `home`, …).
public struct ModuleName: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }
  public static func < (lhs: ModuleName, rhs: ModuleName) -> Bool { lhs.rawValue < rhs.rawValue }
}
