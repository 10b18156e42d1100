import ViperKit

/// The list: rows (select → detail) with an apply/withdraw toggle, a refresh
/// button, a spinner while loading, an alert on errors.
public struct JobListViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: JobListViewModel) -> ViewNode {
    var children: [ViewNode] = []
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(
      .list(
        action: "select",
        items: ListRows(
          model.rows.map { row in
            ListItem(
              key: row.key, title: row.title, subtitle: row.status,
              accessory: row.toggle.map { ListAccessory(action: ActionName($0.action), title: $0.title) })
          })))
    children.append(.button(action: "refresh", title: "Refresh", enabled: model.refreshEnabled))
    if let alert = model.alert {
      children.append(
        .alert(title: alert.title, message: alert.message, actions: [AlertAction(action: "dismiss", title: "OK")]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: JobListViewModel) throws(ActionError)
    -> JobsEvent
  {
    switch action {
    case "refresh": return .refreshed  // while loading: ignored (the documented exception)
    case "dismiss":
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    case "select", "apply", "withdraw":
      let key = try value.key(for: action)
      guard let id = Int(key), let row = model.rows.first(where: { $0.key == key }) else {
        throw .invalidValue(action, "no job with key \"\(key)\"")
      }
      if action != "select" {
        guard let toggle = row.toggle else {
          throw .unavailable(action, "the application to \"\(row.title)\" is being saved")
        }
        guard toggle.action == action.rawValue else {
          throw .unavailable(action, "the toggle of \"\(row.title)\" reads \"\(toggle.title)\" now")
        }
      }
      switch action {
      case "select": return .selected(JobID(id))
      case "apply": return .apply(JobID(id))
      default: return .withdraw(JobID(id))
      }
    default: throw .unknownAction(action)
    }
  }
}
