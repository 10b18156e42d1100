import ViperKit

/// A toolbar, a form of choices and calendar fields, rows with a toggle and
/// a destructive action, and the alert that confirms a deletion.
public struct ControlsBenchViewAdapter: ViewAdapter {
  public enum Action {
    public static let add: ActionName = "add"
    public static let clearDone: ActionName = "clear-done"
    public static let save: ActionName = "save"
    public static let open: ActionName = "open"
    public static let delete: ActionName = "delete"
    public static let confirm: ActionName = "confirm"
    public static let keep: ActionName = "keep"
  }
  public enum Key {
    public static let size: InputKey = "size"
    public static let tags: InputKey = "tags"
    public static let due: InputKey = "due"
    public static let time: InputKey = "time"
  }

  public init() {}

  public func render(_ model: ControlsBenchViewModel) -> ViewNode {
    let form = Form(
      key: "order", submit: FormSubmit(action: Action.save, title: "Save"),
      children: [
        .choice(
          .one(
            key: Key.size, label: "Size",
            options: [
              .init(key: "s", title: "Small"), .init(key: "m", title: "Medium"), .init(key: "l", title: "Large"),
            ],
            chosen: model.size, style: .inline, required: true)),
        .choice(
          .many(
            key: Key.tags, label: "Tags",
            options: [
              .init(key: "home", title: "Home"), .init(key: "work", title: "Work"),
              .init(key: "errand", title: "Errand"),
            ],
            chosen: model.tags, style: .inline)),
        .field(
          Field(
            key: Key.due, label: "Due date", kind: .date, value: model.due, sending: .leave, min: "2020-01-01",
            max: "2030-12-31")),
        .field(Field(key: Key.time, label: "Remind me at", kind: .time, value: model.time, sending: .leave)),
      ])
    let rows = model.rows.map { row in
      ListItem(
        key: row.key, title: row.title,
        actions: [NodeAction(action: Action.delete, title: "Delete", role: .destructive)],
        toggle: RowToggle(on: row.done))
    }
    var children: [ViewNode] = [
      .toolbar([
        NodeAction(action: Action.add, title: "Add row"),
        NodeAction(action: Action.clearDone, title: "Clear done", enabled: model.canClearDone, role: .destructive),
      ]),
      .form(form),
      rows.isEmpty ? .text("No rows") : .list(action: Action.open, items: ListRows(rows)),
    ]
    children += [model.opened, model.saved].compactMap { $0 }.map(ViewNode.text)
    if let question = model.question {
      children.append(
        Confirmation(title: question.title, message: question.message).node(keep: Action.keep, confirm: Action.confirm))
    }
    return .screen(title: "Controls", children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: ControlsBenchViewModel) throws(ActionError)
    -> ControlsBenchIntent
  {
    switch action {
    case Action.add: return .addTapped
    case Action.save: return .submitted
    case Action.clearDone:
      guard model.canClearDone else { throw .unavailable(action, "no row is done") }
      return .clearDoneTapped
    case Action.open, Action.delete:
      let key = try value.key(for: action)
      guard model.rows.contains(where: { $0.key == key }) else { throw .invalidValue(action, "no row has that key") }
      return action == Action.open ? .rowOpened(key) : .deleteTapped(row: key)
    case Action.confirm, Action.keep:
      guard model.question != nil else { throw .unavailable(action, "no alert is showing") }
      return action == Action.confirm ? .confirmed : .kept
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: ControlsBenchViewModel) throws(ActionError) -> ControlsBenchIntent {
    switch (edit.key, edit.value) {
    case (Key.size, .choice(let key)): return .sizeChosen(key)
    case (Key.tags, .choices(let keys)): return .tagsChosen(keys)
    case (Key.due, .text(let text)): return .dueEdited(text)
    case (Key.time, .text(let text)): return .timeEdited(text)
    case (let key, .on(let on)) where model.rows.contains(where: { $0.key == key.rawValue }):
      return .doneFlipped(row: key.rawValue, on: on)
    default: throw .unknownAction(ActionName(edit.key.rawValue))
    }
  }
}
