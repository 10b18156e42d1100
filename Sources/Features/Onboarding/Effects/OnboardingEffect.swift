/// The work onboarding asks the host to run.
public enum OnboardingEffect: Equatable, Sendable {
  /// Save, durably, that the user went through onboarding.
  case markCompleted
}
