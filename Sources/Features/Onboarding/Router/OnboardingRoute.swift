/// Where onboarding leads.
public enum OnboardingRoute: Equatable, Sendable {
  /// Onboarding is done: on to the application's first screen.
  case startApplication
}
