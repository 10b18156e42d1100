import Home
import Host
import Logging
import Onboarding
import Persistence
import ViperKit

/// The one place where real dependencies are made and wired: the database,
/// the gateways, the modules and the launch policy.
struct CompositionRoot {
  let registry: ModuleRegistry
  let launchPolicy: any LaunchPolicy
  let configuration: HostConfiguration

  init(options: HostOptions, logger: Logger) throws {
    let migrations = [SQLiteOnboardingCompletionStore.migration]
    let database =
      options.inMemory
      ? try AppDatabase.inMemory(migrations: migrations)
      : try AppDatabase.file(at: try options.resolvedDataDirectory() + "/viper-host.sqlite", migrations: migrations)
    logger.debug("database ready", metadata: ["inMemory": "\(options.inMemory)"])

    let onboardingStore = SQLiteOnboardingCompletionStore(database: database)
    let applicationStart = Destination(HomeModule.key)

    // Feature modules a user opens from home; each later feature adds itself here.
    let features: [any ScreenModule] = []
    let home = HomeModule(catalog: features.map(\.manifest))
    let onboarding = OnboardingModule(
      images: EmbeddedOnboardingImages(), store: onboardingStore, applicationStart: applicationStart)

    registry = ModuleRegistry([onboarding, home] + features)
    launchPolicy = OnboardingLaunchPolicy(store: onboardingStore, applicationStart: applicationStart)
    configuration = HostConfiguration(version: ViperHostCommand.version, maxLineBytes: options.maxLineBytes)
  }
}
