import ViperKit

extension OnboardingFailure {
  /// The failure as the onboarding screen shows it, above its `Retry`.
  public var alert: Alert {
    switch self {
    case .storage(let reason): Alert(title: "Error", message: "Could not save your progress: \(reason)")
    }
  }
}
