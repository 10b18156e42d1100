import ViperKit

/// The list: rows (select → detail) with an apply/withdraw toggle, a refresh
/// button, a spinner while loading, an alert on errors. It owns the action
/// names; every action on a row carries the row's key (the job's id).
public struct JobListViewAdapter: ViewAdapter {
  /// The wire words of this screen, used both to render and to read actions.
  public enum Action {
    public static let select: ActionName = "select"
    public static let apply: ActionName = "apply"
    public static let withdraw: ActionName = "withdraw"
    public static let refresh: ActionName = "refresh"
    public static let dismiss: ActionName = "dismiss"
  }
  /// The search field's key.
  public static let search: InputKey = "search"

  public init() {}

  public func render(_ model: JobListViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .field(
        Field(
          key: Self.search, label: model.searchLabel, value: model.search, sending: .change(debounceMs: 250),
          placeholder: model.searchPlaceholder, maxLength: 100))
    ]
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(.list(action: Action.select, items: ListRows(model.rows.map(item)), window: model.window))
    if let noMatch = model.noMatch { children.append(.text(noMatch)) }
    children.append(.button(action: Action.refresh, title: model.refreshTitle, enabled: model.refreshEnabled))
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: JobListViewModel) throws(ActionError)
    -> JobListIntent
  {
    switch action {
    case Action.refresh: return .refreshTapped  // while loading: ignored (the documented exception)
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    case Action.select: return .rowSelected(try namedRow(action, value, in: model).id)
    case Action.apply, Action.withdraw:
      let row = try namedRow(action, value, in: model)
      guard let toggle = row.toggle else {
        throw .unavailable(action, "the application to \"\(row.title)\" is being saved")
      }
      guard Self.action(for: toggle.act) == action else {
        throw .unavailable(action, "the toggle of \"\(row.title)\" reads \"\(toggle.title)\" now")
      }
      return action == Action.apply ? .applyTapped(row.id) : .withdrawTapped(row.id)
    default: throw .unknownAction(action)
    }
  }

  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: JobListViewModel)
    throws(ActionError) -> JobListIntent
  {
    guard list == Action.select else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }

  public func intent(for edit: InputEdit, in model: JobListViewModel) throws(ActionError) -> JobListIntent {
    guard edit.key == Self.search, let text = edit.value.text else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .searchEdited(text)
  }

  private func item(_ row: JobListViewModel.Row) -> ListItem {
    ListItem(
      key: Self.key(row.id), title: row.title, subtitle: row.status,
      accessory: row.toggle.map { ListAccessory(action: Self.action(for: $0.act), title: $0.title) })
  }

  /// The row an action's value (its key) names.
  private func namedRow(_ action: ActionName, _ value: ActionValue?, in model: JobListViewModel) throws(ActionError)
    -> JobListViewModel.Row
  {
    let key = try value.key(for: action)
    guard let id = Int(key), let row = model.row(JobID(id)) else {
      throw .invalidValue(action, "no job with key \"\(key)\"")
    }
    return row
  }

  private static func key(_ id: JobID) -> String { String(id.rawValue) }

  private static func action(for act: JobToggle.Act) -> ActionName {
    switch act {
    case .apply: Action.apply
    case .withdraw: Action.withdraw
    }
  }
}
