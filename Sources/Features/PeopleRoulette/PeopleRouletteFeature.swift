import Networking
import Persistence
import ViperKit

/// What People Roulette brings to a host: its schema and its modules.
public enum PeopleRouletteFeature {
  public static let migrations: [Migration] = [SQLiteUsersCache.migration]

  /// The roulette, the picked people and one person's details.
  public static func modules(
    transport: any HTTPTransport, base: String, database: AppDatabase, random: SeededRandomNumberGenerator
  ) -> [any ScreenModule] {
    let effects = RouletteEffectHandler(
      gateway: HTTPUsersGateway(transport: transport, base: base), cache: SQLiteUsersCache(database: database))
    return [RouletteModule(effects: effects, random: random), UsersListModule(), UserDetailsModule()]
  }
}
