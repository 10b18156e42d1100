/// What the onboarding screen shows, ready to render.
public struct OnboardingViewModel: Equatable, Sendable {
  public enum Content: Equatable, Sendable {
    case image(name: String, buttonTitle: String)
    case starting
    case saveFailed(message: String)
  }

  public var title: String
  public var content: Content
}
