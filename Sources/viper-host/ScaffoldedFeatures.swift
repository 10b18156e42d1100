import Networking
import Persistence
import ViperKit

/// What the composition root gives every feature `viper-host new module`
/// made: what the built-in features get.
struct FeatureDependencies: Sendable {
  /// The host's SQLite database (in memory with `--in-memory`), migrated with
  /// every feature's migrations.
  let database: AppDatabase
  /// HTTP through libcurl, loaded on the first request.
  let http: any HTTPTransport
  /// What time it is (`SystemClock`): a module reads `clock.today()` when it makes a screen and hands the
  /// interactor the day as a value (docs/MODULE-SHAPE.md, "Today and the clock").
  let clock: any WallClock
}

/// One feature's registration: the migrations it brings (its tables) and its
/// modules, made from the dependencies.
struct ScaffoldedFeature: Sendable {
  var migrations: [Migration] = []
  var modules: @Sendable (FeatureDependencies) -> [any ScreenModule]
}

/// The features `viper-host new module` made: one import above and one line
/// in `all` each, the only place a feature is registered. A line hands the
/// feature what it uses: `{ _ in … }` for none, `$0.database` and
/// `migrations:` for the database, `$0.http` for HTTP, `$0.clock` for today.
enum ScaffoldedFeatures {
  /// Listed on home after the built-in features, in this order.
  static let all: [ScaffoldedFeature] = [
    // `viper-host new module` adds a line above this one.
  ]

  static var migrations: [Migration] { all.flatMap(\.migrations) }

  static func modules(_ dependencies: FeatureDependencies) -> [any ScreenModule] {
    all.flatMap { $0.modules(dependencies) }
  }
}
