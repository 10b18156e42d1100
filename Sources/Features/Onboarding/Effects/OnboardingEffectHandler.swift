import ViperKit

/// Saves the completion flag and reports how it went.
public struct OnboardingEffectHandler: EffectHandler {
  private let store: any OnboardingCompletionStore

  public init(store: any OnboardingCompletionStore) { self.store = store }

  public func run(_ effect: OnboardingEffect) async -> OnboardingResult? {
    switch effect {
    case .markCompleted:
      do throws(OnboardingFailure) {
        try await store.markCompleted()
        return .completionSaved
      } catch {
        return .completionFailed(reason: error)
      }
    }
  }

  /// The flag is saved even if the screen closes meanwhile.
  public func lifetime(of effect: OnboardingEffect) -> EffectLifetime { .outlivesView }
}
