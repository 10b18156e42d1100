import Persistence
import ViperKit

/// What this feature brings to a host: its table (a migration) and its
/// screens — the list, the form that adds and edits an item, an item's
/// detail — on the database and the clock the composition root gives (its one
/// line in Sources/viper-host/ScaffoldedFeatures.swift). Its fields are said
/// once, in `MyScreenFields`.
public enum MyScreenFeature {
  public static let migrations: [Migration] = [SQLiteMyScreenGateway.migration]

  public static func modules(database: AppDatabase, clock: any WallClock) -> [any ScreenModule] {
    modules(gateway: SQLiteMyScreenGateway(database: database), clock: clock)
  }

  /// Every screen, sharing one effect handler.
  public static func modules(gateway: any MyScreenGateway, clock: any WallClock) -> [any ScreenModule] {
    let effects = MyScreenEffectHandler(gateway: gateway)
    return [
      MyScreenListModule(effects: effects),
      MyScreenFormModule(effects: effects, clock: clock),
      MyScreenDetailModule(effects: effects),
      // `viper-host new screen` adds a module above this line.
    ]
  }
}
