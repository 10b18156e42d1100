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
import Repository
import Settings
import Stargazers
import Todos
import ViperKit

/// The one place where real dependencies are made and wired: the database,
/// the HTTP client, the gateways, the modules and the launch policy.
final class CompositionRoot {
  let registry: ModuleRegistry
  let launchPolicy: any LaunchPolicy
  let configuration: HostConfiguration
  /// The saved session; nil with `--in-memory`.
  let sessionStore: (any SessionStore)?
  /// The modules of the features `viper-host new module` made (the others
  /// of origin `builtIn` are the built-in ones).
  let scaffoldedNames: Set<ModuleName>
  /// Stops the process plugins that run.
  private let stopPlugins: @Sendable () -> Void
  /// Closes the databases (their logs emptied into their files).
  private let closeDatabases: () -> Void

  /// `reporter` hears of plugins that fail between requests (the host loop's mailbox).
  init(options: HostSettings, reporter: any ModuleFailureReporter, logger: Logger) throws {
    let migrations =
      OnboardingFeature.migrations + JobsFeature.migrations + PeopleRouletteFeature.migrations
      + RepositoryFeature.migrations + SettingsFeature.migrations + TodosFeature.migrations
      + ScaffoldedFeatures.migrations
    let database =
      options.inMemory
      ? try AppDatabase.inMemory(migrations: migrations)
      : try AppDatabase.file(at: try options.resolvedDataDirectory() + "/viper-host.sqlite", migrations: migrations) {
        logger.error("the database does not open; tried again at its next use", metadata: ["error": "\($0)"])
      }
    let sessionFile =
      options.inMemory ? nil : SessionFile.open(directory: try options.resolvedDataDirectory(), logger: logger)
    sessionStore = sessionFile
    closeDatabases = {
      for close in [database.close, { try sessionFile?.close() }] {
        do {
          try close()
        } catch {
          logger.warning("a database did not close; its log is read at the next start", metadata: ["error": "\(error)"])
        }
      }
    }
    logger.debug("database checked (opened at its first use)", metadata: ["inMemory": "\(options.inMemory)"])

    let servers = [options.jobsURL, options.usersURL, options.githubURL]
    // Made only when a module talks to a real server (a `--*-url` option).
    let transport =
      servers.allSatisfy { $0 == nil } ? nil : try CurlHTTPTransport(timeoutSeconds: options.httpTimeout)
    // Without a server, a module's gateway reads the embedded fixtures through the same code.
    func http(_ base: String?, fixtures: any HTTPTransport) -> (any HTTPTransport, String) {
      if let base, let transport { (transport, base) } else { (fixtures, FixtureHTTPTransport.base) }
    }
    let random = SeededRandomNumberGenerator(seed: options.seed ?? UInt64.random(in: .min ... .max))

    let (jobsTransport, jobsBase) = http(options.jobsURL, fixtures: EmbeddedJobs.transport())
    let (usersTransport, usersBase) = http(options.usersURL, fixtures: EmbeddedUsers.transport)
    let (githubTransport, githubBase) = http(options.githubURL, fixtures: EmbeddedGitHub.transport)
    // The token saved in the settings, read at every request; $GITHUB_TOKEN wins over it.
    let environmentToken = Environment.value("GITHUB_TOKEN").flatMap { $0.isEmpty ? nil : $0 }
    let tokens: any TokenStore =
      options.inMemory ? InMemoryTokenStore() : FileTokenStore(directory: try options.resolvedDataDirectory())
    let credentials: any GitHubCredentials =
      options.githubURL == nil
      ? FixedGitHubToken(nil) : GitHubTokenPrecedence(environment: environmentToken, saved: tokens)
    let avatars = SQLiteAvatarPreference(database: database)
    let onboardingFlag = SQLiteOnboardingCompletionStore(database: database)

    // THE BUILT-IN FEATURES, in catalog order (PROTOCOL §7): onboarding and
    // home, then these, then those `viper-host new module` made
    // (ScaffoldedFeatures.swift), then plugins; home lists them in this order.
    // This is the one place a built-in feature is registered: the tests read
    // the order from `viper-host modules`, and every golden transcript that
    // shows the catalog shows it up to the last module here, then "{{...}}"
    // (the room for scaffolded modules; test_transcript_rules checks it). A
    // new built-in feature goes at the END of this list, and the goldens'
    // "{{...}}" moves after its modules.
    let builtInFeatures: [any ScreenModule] =
      PeopleRouletteFeature.modules(transport: usersTransport, base: usersBase, database: database, random: random)
      + StargazersFeature.modules(
        transport: githubTransport, base: githubBase, credentials: credentials,
        avatars: SettingsAvatarVisibility(preference: avatars))
      + JobsFeature.modules(transport: jobsTransport, base: jobsBase, database: database)
      + RepositoryFeature.modules(database: database)
      + SettingsFeature.modules(
        onboarding: OnboardingFlagPreference(store: onboardingFlag), avatars: avatars, tokens: tokens,
        environmentToken: environmentToken != nil)
      + TodosFeature.modules(database: database)
    let scaffolded = ScaffoldedFeatures.modules(
      FeatureDependencies(
        database: database, http: LazyHTTPTransport(timeoutSeconds: options.httpTimeout), clock: SystemClock()))
    scaffoldedNames = Set(scaffolded.map(\.manifest.name))
    let features = builtInFeatures + scaffolded
    let applicationStart = Destination(HomeModule.key)
    let onboarding = OnboardingFeature.assemble(database: database, applicationStart: applicationStart)
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

    let benchmarks: [any ScreenModule] = options.benchModules ? BenchModules.all : []
    registry = ModuleRegistry([onboarding.module, home] + features + plugins.modules + benchmarks)
    launchPolicy = onboarding.launchPolicy
    configuration = HostConfiguration(
      version: ViperHostCommand.version, maxLineBytes: options.maxLineBytes,
      maxMessageBytes: options.maxMessageBytes, pluginErrors: plugins.errors,
      historyLimit: options.debug ? options.history ?? 100 : nil)
  }

  /// Stops the process plugins (an HTTP transport holds nothing between
  /// requests: each libcurl transfer is cleaned up when it ends) and closes
  /// the databases: their logs go into their files and no `-wal` or `-shm`
  /// is left (PROTOCOL §10). Called once the host loop returned, when no
  /// effect runs. The host exits next, without tearing the rest down.
  func shutdown() {
    stopPlugins()
    closeDatabases()
  }
}

// MARK: Settings, adapted to the features it changes

/// Onboarding's completion flag as "Show onboarding at next launch": on
/// means not completed, so the launch policy opens onboarding again.
private struct OnboardingFlagPreference: OnboardingPreference {
  let store: any OnboardingCompletionStore

  func showsOnboardingAtNextLaunch() throws(SettingsFailure) -> Bool {
    do throws(OnboardingFailure) {
      return try !store.isCompleted()
    } catch {
      throw .storage(Self.reason(error))
    }
  }

  func setShowsOnboardingAtNextLaunch(_ on: Bool) async throws(SettingsFailure) {
    do throws(OnboardingFailure) {
      if on { try await store.markNotCompleted() } else { try await store.markCompleted() }
    } catch {
      throw .storage(Self.reason(error))
    }
  }

  private static func reason(_ failure: OnboardingFailure) -> String {
    switch failure {
    case .storage(let reason): reason
    }
  }
}

/// The settings' avatar choice as the stargazers list asks it (unreadable: shown).
private struct SettingsAvatarVisibility: AvatarVisibility {
  let preference: any AvatarPreference

  func showsAvatars() -> Bool { (try? preference.showsAvatars()) ?? true }
}

/// The token a GitHub request carries: `$GITHUB_TOKEN` when set (as `gh`
/// prefers `GH_TOKEN`), else the one saved in the settings, read at each
/// request. A saved token no header can carry (a file edited by hand) is not sent.
private struct GitHubTokenPrecedence: GitHubCredentials {
  let environment: String?
  let saved: any TokenStore

  func token() -> String? {
    if let environment { return environment }
    guard let token = try? saved.token(), TokenProblem.of(token) == nil else { return nil }
    return token
  }
}
