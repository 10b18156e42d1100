/// What the user does on the onboarding screen.
public enum OnboardingIntent: Equatable, Sendable {
  /// The button under the image (`Continue`, or `Start` on the last one).
  case continueTapped
  /// `Retry` on the alert a failed save shows.
  case retryTapped
}
