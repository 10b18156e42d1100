/// Where the queue of onboarding images comes from.
public protocol OnboardingImageGateway: Sendable {
  func imageQueue() -> [OnboardingImage]
}
