import Testing
import ViperKit

@testable import Onboarding

/// PROTOCOL §10: saving "onboarding completed" is never cut short by the view closing.
@Suite("Onboarding effects: lifetime")
struct OnboardingEffectLifetimeTests {
  @Test func savingTheFlagOutlivesTheView() {
    let handler = OnboardingEffectHandler(store: OnboardingCompletionStoreSpy())
    #expect(handler.lifetime(of: .markCompleted) == .outlivesView)
  }
}
