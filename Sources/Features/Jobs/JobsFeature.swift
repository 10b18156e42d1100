import Persistence
import ViperKit

/// What the job board brings to a host: its schema and its modules, made
/// from the two things that vary (where jobs come from, and the database).
public enum JobsFeature {
  public static let migrations: [Migration] = [SQLiteAppliedJobsStore.migration]

  /// The list and the detail, sharing one effect handler.
  public static func modules(gateway: any JobsGateway, database: AppDatabase) -> [any ScreenModule] {
    let effects = JobsEffectHandler(gateway: gateway, store: SQLiteAppliedJobsStore(database: database))
    return [JobsModule(effects: effects), JobDetailModule(effects: effects)]
  }
}
