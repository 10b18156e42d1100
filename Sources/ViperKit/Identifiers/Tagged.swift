/// A value tagged with what it identifies: `Tagged<Job, Int>` and
/// `Tagged<User, Int>` are both integers on the wire, but a job's id cannot
/// be passed where a user's is expected.
public struct Tagged<Tag, RawValue: Hashable & Sendable>: RawRepresentable, Hashable, Sendable {
  public let rawValue: RawValue
  public init(rawValue: RawValue) { self.rawValue = rawValue }
  public init(_ rawValue: RawValue) { self.rawValue = rawValue }
}

extension Tagged: CustomStringConvertible {
  public var description: String { String(describing: rawValue) }
}

extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Tagged: Codable where RawValue: Codable {
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(RawValue.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
