@testable import Onboarding

/// Gives the module the queue a test chooses.
struct OnboardingImagesStub: OnboardingImageGateway {
  var names: [String]
  func imageQueue() -> [OnboardingImage] { names.map(OnboardingImage.init) }
}
