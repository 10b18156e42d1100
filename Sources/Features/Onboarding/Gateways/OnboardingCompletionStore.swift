/// Remembers that a user went through onboarding, across restarts. A
/// database error is thrown as onboarding's `.storage` failure.
public protocol OnboardingCompletionStore: Sendable {
  func isCompleted() throws(OnboardingFailure) -> Bool
  /// Returns once the flag is durable.
  func markCompleted() async throws(OnboardingFailure)
  /// Forgets the flag (settings' "Show onboarding at next launch"); returns once durable.
  func markNotCompleted() async throws(OnboardingFailure)
}
