import ViperKit

/// What the onboarding screen shows, ready to render.
public struct OnboardingViewModel: Equatable, Sendable {
  public enum Content: Equatable, Sendable {
    /// An image (its name and description) and the button that moves on.
    case image(name: String, label: String?, buttonTitle: String)
    /// The flag is being saved, or the app is starting.
    case starting(label: String)
    /// Saving failed: the alert, and its button that tries again.
    case saveFailed(Alert, retryTitle: String)
  }

  public var title: String
  public var content: Content

  public init(title: String, content: Content) {
    self.title = title
    self.content = content
  }
}
