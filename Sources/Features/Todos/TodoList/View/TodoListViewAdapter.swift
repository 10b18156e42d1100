import ViperKit

/// A toolbar (Add; Clear done, destructive), the "Hide done" toggle, the
/// list (open a row; its checkbox, keyed by the row; its Delete), a text
/// when no row shows, and one alert: a failure, else the question before a
/// deletion (Keep, cancel; Delete, destructive). While an alert shows, only
/// its answers are taken, as a frontend shows it modal. It owns the wire
/// words; a row's key is the to-do's id.
public struct TodoListViewAdapter: ViewAdapter {
  public enum Action {
    public static let add: ActionName = "add"
    public static let clearDone: ActionName = "clear-done"
    /// The list's: a row opens its detail.
    public static let open: ActionName = "open"
    /// A row's action.
    public static let delete: ActionName = "delete"
    /// The confirmation's answers.
    public static let keep: ActionName = "keep"
    public static let confirm: ActionName = "confirm"
    public static let dismiss: ActionName = "dismiss"
  }
  public static let hideDone: InputKey = "hide-done"

  public init() {}

  public func render(_ model: TodoListViewModel) -> ViewNode {
    var children: [ViewNode] = [
      .toolbar([
        NodeAction(action: Action.add, title: model.addTitle),
        NodeAction(
          action: Action.clearDone, title: model.clearDoneTitle, enabled: model.clearDoneEnabled, role: .destructive),
      ]),
      .toggle(
        Toggle(key: Self.hideDone, label: model.hideDoneLabel, on: model.hideDone, enabled: model.hideDoneEnabled)),
    ]
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    children.append(
      .list(action: Action.open, items: ListRows(model.rows.map { item($0, model) }), window: model.window))
    if let text = model.emptyText { children.append(.text(text)) }
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    } else if let question = model.confirmation {
      children.append(question.node(keep: Action.keep, confirm: Action.confirm))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: TodoListViewModel) throws(ActionError)
    -> TodoListIntent
  {
    try checkModal(action, model)
    switch action {
    case Action.add: return .addTapped
    case Action.clearDone:
      guard model.clearDoneEnabled else { throw .unavailable(action, "no to-do is done, or a deletion is running") }
      return .clearDoneTapped
    case Action.open: return .rowOpened(try namedRow(action, value, in: model).id)
    case Action.delete: return .deleteTapped(try namedRow(action, value, in: model).id)
    case Action.keep: return .keepTapped
    case Action.confirm: return .confirmTapped
    case Action.dismiss: return .alertDismissed
    default: throw .unknownAction(action)
    }
  }

  /// Rows are asked for while an alert shows too: scrolling answers nothing.
  public func intent(forRowsOf list: ActionName, _ request: WindowRequest, in model: TodoListViewModel)
    throws(ActionError) -> TodoListIntent
  {
    guard list == Action.open else { throw .unknownAction(list) }
    return .rowsRequested(request)
  }

  public func intent(for edit: InputEdit, in model: TodoListViewModel) throws(ActionError) -> TodoListIntent {
    let action = ActionName(edit.key.rawValue)
    guard let on = edit.value.isOn else { throw .invalidValue(action, "expected true or false") }
    try checkModal(action, model)
    if edit.key == Self.hideDone { return .hideDoneFlipped(on) }
    return .doneFlipped(try namedRow(action, .string(edit.key.rawValue), in: model).id, on: on)
  }

  /// An alert takes only its own answers (an edit, named by its key, is never one); its answers need it showing.
  private func checkModal(_ action: ActionName, _ model: TodoListViewModel) throws(ActionError) {
    let showing: [ActionName] =
      model.alert != nil ? [Action.dismiss] : model.confirmation != nil ? [Action.keep, Action.confirm] : []
    try ModalAnswers.check(action, showing: showing, answers: [Action.dismiss, Action.keep, Action.confirm])
  }

  private func item(_ row: TodoListViewModel.Row, _ model: TodoListViewModel) -> ListItem {
    ListItem(
      key: Self.key(row.id), title: row.title, subtitle: row.subtitle,
      actions: [NodeAction(action: Action.delete, title: model.deleteTitle, role: .destructive)],
      toggle: RowToggle(on: row.done, enabled: row.toggleEnabled))
  }

  /// The row an action's value (its key) names.
  private func namedRow(_ action: ActionName, _ value: ActionValue?, in model: TodoListViewModel) throws(ActionError)
    -> TodoListViewModel.Row
  {
    let key = try value.key(for: action)
    guard let id = Int(key), let row = model.row(TodoID(id)) else {
      throw .invalidValue(action, "no to-do with key \"\(key)\"")
    }
    return row
  }

  private static func key(_ id: TodoID) -> String { String(id.rawValue) }
}
