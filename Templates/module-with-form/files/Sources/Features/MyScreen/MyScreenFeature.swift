import Persistence
import ViperKit

/// What this feature brings to a host: its table (a migration) and its
/// modules — the list, the add form and an item's detail — on the database
/// the composition root gives (its one line in
/// Sources/viper-host/ScaffoldedFeatures.swift).
public enum MyScreenFeature {
  public static let migrations: [Migration] = [SQLiteMyScreenGateway.migration]

  public static func modules(database: AppDatabase) -> [any ScreenModule] {
    modules(gateway: SQLiteMyScreenGateway(database: database))
  }

  /// Every screen, sharing one effect handler.
  public static func modules(gateway: any MyScreenGateway) -> [any ScreenModule] {
    let effects = MyScreenEffectHandler(gateway: gateway)
    return [
      MyScreenListModule(effects: effects),
      MyScreenAddModule(effects: effects),
      MyScreenDetailModule(effects: effects),
      // `viper-host new screen` adds a module above this line.
    ]
  }
}
