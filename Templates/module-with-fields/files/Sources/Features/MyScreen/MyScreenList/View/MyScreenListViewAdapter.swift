import ViperKit

/// A toolbar (Add; the destructive clear, when the rows have a toggle), the
/// setting's switch, the list (open a row; its checkbox, keyed by the row;
/// its actions), a text when no row shows, and one alert: a failure, else
/// the question before a deletion (Keep, cancel; Delete, destructive). While
/// an alert shows, only its answers are taken, as a frontend shows it modal.
/// It owns the wire words; a row's key is the item's id.
public struct MyScreenListViewAdapter: ViewAdapter {
  public enum Action {
    public static let add: ActionName = "add"
    public static let clear: ActionName = "clear"
    /// The list's: a row opens its detail.
    public static let open: ActionName = "open"
    /// The confirmation's answers.
    public static let keep: ActionName = "keep"
    public static let confirm: ActionName = "confirm"
    public static let dismiss: ActionName = "dismiss"
    /// A row's action: its kind's name (`delete`, `duplicate`, `edit`).
    public static func row(_ kind: RowActionKind) -> ActionName { ActionName(kind.rawValue) }
  }
  /// The setting's switch.
  public static let setting: InputKey = "show-toggled"

  public init() {}

  public func render(_ model: MyScreenListViewModel) -> ViewNode {
    var tools = [NodeAction(action: Action.add, title: model.addTitle)]
    if let clear = model.clearTitle {
      tools.append(NodeAction(action: Action.clear, title: clear, enabled: model.clearEnabled, role: .destructive))
    }
    var children: [ViewNode] = [.toolbar(tools)]
    if let label = model.settingLabel {
      children.append(
        .toggle(Toggle(key: Self.setting, label: label, on: model.showsToggled, enabled: model.settingEnabled)))
    }
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    let actions = model.actions.map {
      NodeAction(action: Action.row($0.kind), title: $0.title, role: $0.destructive ? .destructive : nil)
    }
    let items = model.rows.map { row in
      ListItem(
        key: String(row.id), title: row.title, subtitle: row.subtitle, actions: actions,
        toggle: row.on.map { RowToggle(on: $0, enabled: row.toggleEnabled) })
    }
    children.append(.list(action: Action.open, items: ListRows(items), window: model.window))
    if let text = model.emptyText { children.append(.text(text)) }
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    } else if let question = model.confirmation {
      children.append(question.node(keep: Action.keep, confirm: Action.confirm))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyScreenListViewModel)
    throws(ActionError) -> MyScreenListIntent
  {
    try checkModal(action, model)
    if let kind = model.actions.first(where: { Action.row($0.kind) == action })?.kind {
      return .rowAction(kind, id: try namedRow(action, value, in: model).id)
    }
    switch action {
    case Action.add: return .addTapped
    case Action.clear:
      guard model.clearTitle != nil else { throw .unknownAction(action) }
      guard model.clearEnabled else { throw .unavailable(action, "no item is toggled on, or a deletion is running") }
      return .clearTapped
    case Action.open: return .rowOpened(id: try namedRow(action, value, in: model).id)
    case Action.keep: return .keepTapped
    case Action.confirm: return .confirmTapped
    case Action.dismiss: return .alertDismissed
    default: throw .unknownAction(action)
    }
  }

  /// Rows are asked for while an alert shows too: scrolling answers nothing.
  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: MyScreenListViewModel)
    throws(ActionError) -> MyScreenListIntent
  {
    guard list == Action.open else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }

  /// The setting's switch, or a row's checkbox (keyed by the row's key).
  public func intent(for edit: InputEdit, in model: MyScreenListViewModel) throws(ActionError) -> MyScreenListIntent {
    let action = ActionName(edit.key.rawValue)
    guard let on = edit.value.isOn else { throw .invalidValue(action, "expected true or false") }
    try checkModal(action, model)
    if edit.key == Self.setting, model.settingLabel != nil { return .showsToggledFlipped(on) }
    let row = try namedRow(action, .string(edit.key.rawValue), in: model)
    guard row.on != nil else { throw .unknownAction(action) }
    guard row.toggleEnabled else { throw .unavailable(action, "“\(row.title)” is being saved") }
    return .toggleFlipped(id: row.id, on: on)
  }

  /// An alert takes only its own answers (an edit, named by its key, is never one); its answers need it showing.
  private func checkModal(_ action: ActionName, _ model: MyScreenListViewModel) throws(ActionError) {
    let showing: [ActionName] =
      model.alert != nil ? [Action.dismiss] : model.confirmation != nil ? [Action.keep, Action.confirm] : []
    try ModalAnswers.check(action, showing: showing, answers: [Action.dismiss, Action.keep, Action.confirm])
  }

  /// The row an action's value (its key) names.
  private func namedRow(_ action: ActionName, _ value: ActionValue?, in model: MyScreenListViewModel)
    throws(ActionError) -> MyScreenListViewModel.Row
  {
    let key = try value.key(for: action)
    guard let id = Int(key), let row = model.row(id) else { throw .invalidValue(action, "no item with key \"\(key)\"") }
    return row
  }
}
