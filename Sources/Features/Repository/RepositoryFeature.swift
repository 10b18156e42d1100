import Persistence
import ViperKit

/// What the repository picker brings to a host: its schema (the recent
/// repositories) and its one module, on the database the composition root
/// gives.
public enum RepositoryFeature {
  public static let migrations: [Migration] = [SQLiteRecentRepositoriesStore.migration]

  public static func modules(database: AppDatabase) -> [any ScreenModule] {
    [RepositoryModule(effects: RepositoryEffectHandler(store: SQLiteRecentRepositoriesStore(database: database)))]
  }
}
