import ViperKit

/// The rows (login, avatar URL as subtitle), `Next page` (what infinite
/// scroll triggers) and `Refresh`, a spinner while fetching, and on error an
/// alert `Error` with the reason and a `Back` action that recovers. A row
/// whose login is not a valid GitHub login says so instead of its avatar URL
/// and cannot be opened.
public struct StargazersViewAdapter: ViewAdapter {
  static let cannotOpen = "Cannot be opened: not a valid GitHub login"

  public init() {}

  public func render(_ model: StargazersViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .list(
        action: "select",
        items: ListRows(
          model.rows.map {
            ListItem(key: $0.key, title: $0.login, subtitle: $0.canOpen ? $0.avatarURL : Self.cannotOpen)
          }))
    ]
    if model.isFetching { children.append(.spinner(label: "Loading stargazers…")) }
    children.append(.button(action: "next", title: "Next page", enabled: model.commandsEnabled))
    children.append(.button(action: "refresh", title: "Refresh", enabled: model.commandsEnabled))
    if let reason = model.errorReason {
      children.append(.alert(title: "Error", message: reason, actions: [AlertAction(action: "recover", title: "Back")]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: StargazersViewModel) throws(ActionError)
    -> StargazersEvent
  {
    // While a page is fetched every command is ignored (the documented
    // exception): the interactor drops it.
    switch action {
    case "next": return .nextPageRequested
    case "refresh": return .refreshRequested
    case "recover":
      guard model.isFetching || model.errorReason != nil else { throw .unavailable(action, "no error is showing") }
      return .recoverRequested
    case "select":
      let key = try value.key(for: action)
      guard let id = Int(key), let row = model.rows.first(where: { $0.key == key }) else {
        throw .invalidValue(action, "no stargazer with key \"\(key)\"")
      }
      guard row.canOpen || model.isFetching else {
        throw .unavailable(action, "\"\(row.login)\" is not a valid GitHub login, so it cannot be opened")
      }
      return .selected(StargazerID(id))
    default: throw .unknownAction(action)
    }
  }
}
