/// Where the queue of onboarding images comes from.
public protocol OnboardingImageGateway: Sendable {
  func imageQueue() -> [OnboardingImage]
}

/// The images shipped with the host: `onboarding-1` … `onboarding-5`.
public struct EmbeddedOnboardingImages: OnboardingImageGateway {
  public init() {}
  public func imageQueue() -> [OnboardingImage] {
    (1...5).map { OnboardingImage("onboarding-\($0)") }
  }
}
