import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding launch policy")
struct OnboardingLaunchPolicyTests {
  static let home = Destination(ModuleKey<NoInput>("home"))

  @Test func launchShowsOnboardingUntilCompletedThenTheAppStart() {
    let pendingStore = OnboardingCompletionStoreSpy(completed: false)
    let pending = OnboardingLaunchPolicy(store: pendingStore, applicationStart: Self.home)
    #expect(pending.launchDestination().module == "onboarding")
    #expect(pendingStore.calls == [.isCompleted])
    let done = OnboardingLaunchPolicy(store: OnboardingCompletionStoreSpy(completed: true), applicationStart: Self.home)
    #expect(done.launchDestination().module == "home")
  }
}
