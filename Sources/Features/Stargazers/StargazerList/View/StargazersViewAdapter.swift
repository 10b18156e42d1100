import ViperKit

/// The rows, `Next page` (what infinite scroll triggers) and `Refresh`, a
/// spinner while fetching, and the alert with a `Back` action that recovers.
/// While a page is fetched every command is taken and ignored (the documented
/// exception); a row that cannot be opened is refused.
public struct StargazersViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let select: ActionName = "select"
    public static let next: ActionName = "next"
    public static let refresh: ActionName = "refresh"
    public static let recover: ActionName = "recover"
  }

  public init() {}

  public func render(_ model: StargazersViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .list(
        action: Action.select,
        items: ListRows(
          model.rows.map { row in
            ListItem(
              key: row.key, title: row.login, subtitle: row.subtitle,
              image: row.avatarURL.map { .url($0, label: row.login) })
          }), window: model.window)
    ]
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(.button(action: Action.next, title: model.nextPageLabel, enabled: model.commandsEnabled))
    children.append(.button(action: Action.refresh, title: model.refreshLabel, enabled: model.commandsEnabled))
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.recover, title: model.dismissLabel)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: StargazersViewModel)
    throws(ActionError) -> StargazersIntent
  {
    guard list == Action.select else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: StargazersViewModel) throws(ActionError)
    -> StargazersIntent
  {
    switch action {
    case Action.next: return .nextPageTapped
    case Action.refresh: return .refreshTapped
    case Action.recover:
      guard model.isFetching || model.alert != nil else { throw .unavailable(action, "no error is showing") }
      return .alertDismissed
    case Action.select:
      let key = try value.key(for: action)
      guard let id = Int(key), let row = model.rows.first(where: { $0.key == key }) else {
        throw .invalidValue(action, "no stargazer with key \"\(key)\"")
      }
      guard row.canOpen || model.isFetching else {
        throw .unavailable(action, "\"\(row.login)\" is not a valid GitHub login, so it cannot be opened")
      }
      return .rowSelected(StargazerID(id))
    default: throw .unknownAction(action)
    }
  }
}
