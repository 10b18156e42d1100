import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding effect handler")
struct OnboardingEffectHandlerTests {
  @Test("tutorial test 6: the store is told onboarding was completed")
  func markCompletedSetsTheFlag() async throws {
    let store = OnboardingCompletionStoreSpy()
    let handler = OnboardingEffectHandler(store: store)
    #expect(await handler.run(.markCompleted) == .completionSaved)
    #expect(store.calls == [.markCompleted])
    #expect(try store.isCompleted())
  }

  @Test func aFailingStoreBecomesAFailureResult() async {
    let store = OnboardingCompletionStoreSpy(fails: true)
    let handler = OnboardingEffectHandler(store: store)
    #expect(await handler.run(.markCompleted) == .completionFailed(reason: .storage("disk full")))
    #expect(store.calls == [.markCompleted])
  }

  /// PROTOCOL §10: saving "onboarding completed" is never cut short by the view closing.
  @Test func savingTheFlagOutlivesTheView() {
    let handler = OnboardingEffectHandler(store: OnboardingCompletionStoreSpy())
    #expect(handler.lifetime(of: .markCompleted) == .outlivesView)
  }
}
