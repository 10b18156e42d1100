/// One picture of the onboarding queue, by the name the frontend knows it by.
public struct OnboardingImage: Hashable, Sendable, Codable, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public var description: String { name }
}
