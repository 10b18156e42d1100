/// Remembers that a user went through onboarding, across restarts.
public protocol OnboardingCompletionStore: Sendable {
  func isCompleted() throws -> Bool
  /// Returns once the flag is durable.
  func markCompleted() async throws
}
