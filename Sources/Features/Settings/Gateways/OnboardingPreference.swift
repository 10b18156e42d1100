/// Whether onboarding opens at the next start (the composition root adapts
/// onboarding's completion flag to it: on = not completed).
public protocol OnboardingPreference: Sendable {
  func showsOnboardingAtNextLaunch() throws(SettingsFailure) -> Bool
  /// Returns once the choice is durable.
  func setShowsOnboardingAtNextLaunch(_ on: Bool) async throws(SettingsFailure)
}
