import ViperKit

/// Renders `Add` in the toolbar, the rows (select → the detail) with a toggle accessory, a
/// spinner while loading and the alert; every row action carries the row's key (the
/// item's id). The list is a window: it sends `window`, and a frontend's request for
/// other rows (`view/rows`) becomes `rowsRequested`.
public struct MyPartViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let add: ActionName = "add"
    public static let select: ActionName = "select"
    public static let toggle: ActionName = "toggle"
    public static let dismiss: ActionName = "dismiss"
  }

  public init() {}

  public func render(_ model: MyPartViewModel) -> ViewNode {
    var children: [ViewNode] = [.toolbar([NodeAction(action: Action.add, title: model.addTitle)])]
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    let items = model.rows.map { row in
      ListItem(
        key: String(row.id), title: row.title, subtitle: row.status,
        accessory: row.toggleTitle.map { ListAccessory(action: Action.toggle, title: $0) })
    }
    children.append(.list(action: Action.select, items: ListRows(items), window: model.window))
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyPartViewModel)
    throws(ActionError) -> MyPartIntent
  {
    switch action {
    case Action.add:
      return .addTapped
    case Action.select:
      return .rowSelected(id: try row(action, value, in: model).id)
    case Action.toggle:
      let row = try row(action, value, in: model)
      guard row.toggleTitle != nil else { throw .unavailable(action, "\"\(row.title)\" is being saved") }
      return .toggleTapped(id: row.id)
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    default:
      throw .unknownAction(action)
    }
  }

  /// Rows of the list asked for (the host checked the keys against the rows
  /// sent): taken while an alert shows too, as scrolling answers nothing.
  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: MyPartViewModel)
    throws(ActionError) -> MyPartIntent
  {
    guard list == Action.select else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }

  /// The row an action's value (its key) names.
  private func row(_ action: ActionName, _ value: ActionValue?, in model: MyPartViewModel) throws(ActionError)
    -> MyPartViewModel.Row
  {
    let key = try value.key(for: action)
    guard let row = model.rows.first(where: { String($0.id) == key }) else {
      throw .invalidValue(action, "no item with key \"\(key)\"")
    }
    return row
  }
}
