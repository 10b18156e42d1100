/// What saving the completion flag reports.
public enum OnboardingResult: Equatable, Sendable {
  case completionSaved
  case completionFailed(reason: OnboardingFailure)
}
