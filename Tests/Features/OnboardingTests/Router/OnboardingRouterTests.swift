import Testing
import ViperKit
import ViperTesting

@testable import Onboarding

@Suite("Onboarding router")
struct OnboardingRouterTests {
  @Test func startingTheApplicationReplacesTheRootWithTheAppStart() {
    let router = OnboardingRouter(applicationStart: Destination(ModuleKey<NoInput>("home")))
    #expect(NavigationStep(router.navigation(for: .startApplication)) == .replaceRoot("home"))
  }
}
