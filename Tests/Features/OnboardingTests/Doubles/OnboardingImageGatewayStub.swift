@testable import Onboarding

/// Gives the module the queue a test chooses.
struct OnboardingImageGatewayStub: OnboardingImageGateway {
  var names: [String]
  /// Each image described as "about NAME", so a test sees the label travel.
  func imageQueue() -> [OnboardingImage] { names.map { OnboardingImage($0, label: "about \($0)") } }
}
