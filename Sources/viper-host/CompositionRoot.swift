import BenchModules
import Foundation
import Home
import Host
import Jobs
import Logging
import Networking
import Onboarding
import PeopleRoulette
import Persistence
import PluginHost
import Stargazers
import ViperKit

/// The one place where real dependencies are made and wired: the database,
/// the HTTP client, the gateways, the modules and the launch policy.
final class CompositionRoot {
  let registry: ModuleRegistry
  let launchPolicy: any LaunchPolicy
  let configuration: HostConfiguration
  /// Stops the process plugins that run.
  private let stopPlugins: @Sendable () -> Void

  /// `reporter` hears of plugins that fail between requests (the host loop's mailbox).
  init(options: HostOptions, reporter: any ModuleFailureReporter, logger: Logger) throws {
    let migrations = [
      SQLiteOnboardingCompletionStore.migration, SQLiteAppliedJobsStore.migration, SQLiteUsersCache.migration,
    ]
    let database =
      options.inMemory
      ? try AppDatabase.inMemory(migrations: migrations)
      : try AppDatabase.file(at: try options.resolvedDataDirectory() + "/viper-host.sqlite", migrations: migrations)
    logger.debug("database ready", metadata: ["inMemory": "\(options.inMemory)"])

    let servers = [options.jobsURL, options.usersURL, options.githubURL]
    // Made only when a module talks to a real server (a `--*-url` option).
    let transport =
      servers.allSatisfy { $0 == nil } ? nil : try CurlHTTPTransport(timeoutSeconds: options.httpTimeout)
    // Without a server, a module's gateway reads the embedded fixtures through the same code.
    func http(_ base: String?, fixtures: FixtureHTTPTransport) -> (any HTTPTransport, String) {
      if let base, let transport { (transport, base) } else { (fixtures, FixtureHTTPTransport.base) }
    }
    let random = SeededRandomNumberGenerator(seed: options.seed ?? UInt64.random(in: .min ... .max))

    let jobsGateway: any JobsGateway =
      if let base = options.jobsURL, let transport {
        HTTPJobsGateway(transport: transport, base: base)
      } else {
        EmbeddedJobsGateway()
      }
    let jobEffects = JobsEffectHandler(gateway: jobsGateway, store: SQLiteAppliedJobsStore(database: database))

    let (usersTransport, usersBase) = http(options.usersURL, fixtures: EmbeddedUsers.transport)
    let rouletteEffects = RouletteEffectHandler(
      gateway: HTTPUsersGateway(transport: usersTransport, base: usersBase),
      cache: SQLiteUsersCache(database: database))

    let (githubTransport, githubBase) = http(options.githubURL, fixtures: EmbeddedGitHub.transport)
    let stargazerEffects = StargazersEffectHandler(
      gateway: HTTPGitHubGateway(
        transport: githubTransport, base: githubBase,
        token: options.githubURL == nil ? nil : ProcessInfo.processInfo.environment["GITHUB_TOKEN"]))

    let onboardingStore = SQLiteOnboardingCompletionStore(database: database)
    let applicationStart = Destination(HomeModule.key)

    // Feature modules; those listed on home appear there in this order.
    let features: [any ScreenModule] = [
      RouletteModule(effects: rouletteEffects, random: random),
      UsersListModule(),
      UserDetailsModule(),
      StargazersModule(effects: stargazerEffects),
      UserModule(effects: stargazerEffects),
      JobsModule(effects: jobEffects),
      JobDetailModule(effects: jobEffects),
    ]
    // Plugins come after the built-in features, on home too.
    let builtInNames: Set<ModuleName> = Set(
      features.map(\.manifest.name) + [OnboardingModule.key.name, HomeModule.key.name])
    let plugins = PluginLoader(
      timeoutSeconds: options.plugins.pluginTimeout, hostVersion: ViperHostCommand.version, reporter: reporter,
      logger: logger
    ).load(
      libraries: options.plugins.libraries, directories: options.plugins.directories,
      processes: options.plugins.processes, taken: builtInNames)
    stopPlugins = plugins.stop
    let home = HomeModule(catalog: (features + plugins.modules).map(\.manifest))
    let onboarding = OnboardingModule(
      images: EmbeddedOnboardingImages(), store: onboardingStore, applicationStart: applicationStart)

    let benchmarks: [any ScreenModule] = options.benchModules ? [CounterModule(), ListModule()] : []
    registry = ModuleRegistry([onboarding, home] + features + plugins.modules + benchmarks)
    launchPolicy = OnboardingLaunchPolicy(store: onboardingStore, applicationStart: applicationStart)
    configuration = HostConfiguration(
      version: ViperHostCommand.version, maxLineBytes: options.maxLineBytes,
      maxMessageBytes: options.maxMessageBytes, pluginErrors: plugins.errors)
  }

  /// Stops the process plugins (an HTTP transport holds nothing between
  /// requests: each libcurl transfer is cleaned up when it ends).
  func shutdown() {
    stopPlugins()
  }
}
