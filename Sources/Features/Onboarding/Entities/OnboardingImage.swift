/// One picture of the onboarding queue, by the name the frontend knows it
/// by, and what it shows in words (its alt text).
public struct OnboardingImage: Hashable, Sendable, Codable, CustomStringConvertible {
  public let name: String
  /// Optional so that a snapshot saved before labels existed still decodes.
  public let label: String?
  public init(_ name: String, label: String? = nil) {
    self.name = name
    self.label = label
  }
  public var description: String { name }
}
