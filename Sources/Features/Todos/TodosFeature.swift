import Persistence
import ViperKit

/// What the to-dos bring to a host: their schema and their three screens,
/// on the database the composition root gives.
public enum TodosFeature {
  public static let migrations: [Migration] = [SQLiteTodoStore.migration, SQLiteTodoStore.counts]

  /// The list, the add form and the detail, sharing one effect handler.
  public static func modules(database: AppDatabase, tokens: any DraftTokens = RandomDraftTokens())
    -> [any ScreenModule]
  {
    let effects = TodosEffectHandler(store: SQLiteTodoStore(database: database))
    return [
      TodoListModule(effects: effects), TodoAddModule(effects: effects, tokens: tokens),
      TodoDetailModule(effects: effects),
    ]
  }
}
