/// The images shipped with the host, listed in memory: `onboarding-1` … `onboarding-5`, each
/// with a short description for who cannot see it (PROTOCOL.md §7).
public struct InMemoryOnboardingImages: OnboardingImageGateway {
  public static let labels = [
    "Welcome to the app",
    "Screens served by the host, shown by any frontend",
    "Buttons and lists that act on what you choose",
    "Plugins that add screens of their own",
    "Ready to start",
  ]

  public init() {}
  public func imageQueue() -> [OnboardingImage] {
    Self.labels.enumerated().map { OnboardingImage("onboarding-\($0.offset + 1)", label: $0.element) }
  }
}
