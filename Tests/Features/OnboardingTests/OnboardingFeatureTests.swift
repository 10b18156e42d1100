import Persistence
import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding feature")
struct OnboardingFeatureTests {
  @Test func itLaunchesOnboardingUntilItWasCompleted() async throws {
    let database = try AppDatabase.inMemory(migrations: OnboardingFeature.migrations)
    let feature = OnboardingFeature.assemble(database: database, applicationStart: Destination(untyped: "home"))
    #expect(feature.module.manifest.name == "onboarding")
    #expect(feature.launchPolicy.launchDestination().module == "onboarding")
    try await SQLiteOnboardingCompletionStore(database: database).markCompleted()
    #expect(feature.launchPolicy.launchDestination().module == "home")
  }
}
