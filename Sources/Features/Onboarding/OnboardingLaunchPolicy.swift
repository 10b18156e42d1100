import ViperKit

/// The app starts on onboarding until it was completed once, then on the
/// application's first screen.
public struct OnboardingLaunchPolicy: LaunchPolicy {
  private let store: any OnboardingCompletionStore
  private let applicationStart: Destination

  public init(store: any OnboardingCompletionStore, applicationStart: Destination) {
    self.store = store
    self.applicationStart = applicationStart
  }

  public func launchDestination() -> Destination {
    // An unreadable flag shows onboarding again: annoying, never harmful.
    let completed = (try? store.isCompleted()) ?? false
    return completed ? applicationStart : Destination(OnboardingModule.key)
  }
}
