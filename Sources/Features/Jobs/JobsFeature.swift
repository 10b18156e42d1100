import Networking
import Persistence
import ViperKit

/// What the job board brings to a host: its schema and its modules, made
/// from the two things that vary (the server, or the embedded board, and the
/// database), like the other features that talk HTTP.
public enum JobsFeature {
  public static let migrations: [Migration] = [
    SQLiteAppliedJobsStore.migration, SQLiteAppliedJobsStore.formsMigration,
  ]

  /// The list, the detail and the application form, sharing one effect handler.
  public static func modules(transport: any HTTPTransport, base: String, database: AppDatabase) -> [any ScreenModule] {
    let effects = JobsEffectHandler(
      gateway: HTTPJobsGateway(transport: transport, base: base), store: SQLiteAppliedJobsStore(database: database))
    return [JobListModule(effects: effects), JobDetailModule(effects: effects), JobApplyModule(effects: effects)]
  }
}
