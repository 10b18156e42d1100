import ViperKit

/// One form: the title, the priority (one of three, every option in view),
/// the tags (several of three), the due date and time (sent as focus
/// leaves them; the host checks the day and its bounds), and "Add". It owns
/// the wire words: keys, the action, the options' keys.
public struct TodoAddViewAdapter: ViewAdapter {
  public enum Action {
    public static let add: ActionName = "add"
  }
  public enum Key {
    public static let form: InputKey = "todo"
    public static let priority: InputKey = "priority"
    public static let tags: InputKey = "tags"
  }

  public init() {}

  public func render(_ model: TodoAddViewModel) -> ViewNode {
    let enabled = !model.pending
    let title = model.titleField
    let children: [ViewNode] = [
      .field(
        Field(
          key: TodoAddInteractor.Field.title.inputKey, label: title.label, value: title.value,
          sending: .change(debounceMs: 250),
          placeholder: title.placeholder, error: title.error, enabled: enabled, required: true,
          maxLength: model.titleLimit)),
      .choice(
        .one(
          key: Key.priority, label: model.priorityLabel,
          options: model.priorities.map { ChoiceOption(key: $0.value.rawValue, title: $0.title) },
          chosen: model.priority.rawValue, style: .inline, enabled: enabled, required: true)),
      .choice(
        .many(
          key: Key.tags, label: model.tagsLabel,
          options: model.tagOptions.map { ChoiceOption(key: $0.value.rawValue, title: $0.title) },
          chosen: model.tags.map(\.rawValue), enabled: enabled)),
      .field(
        Field(
          key: TodoAddInteractor.Field.due.inputKey, label: model.due.label, kind: .date, value: model.due.value,
          sending: .leave,
          error: model.due.error, enabled: enabled, min: model.earliestDue, max: model.latestDue)),
      .field(
        Field(
          key: TodoAddInteractor.Field.at.inputKey, label: model.at.label, kind: .time, value: model.at.value,
          sending: .leave,
          error: model.at.error, enabled: enabled)),
    ]
    let form = Form(
      key: Key.form, submit: FormSubmit(action: Action.add, title: model.submitTitle), pending: model.pending,
      message: model.message, children: children)
    return .screen(title: model.title, children: [.form(form)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: TodoAddViewModel) throws(ActionError)
    -> TodoAddIntent
  {
    switch action {
    case Action.add:
      guard !model.pending else { throw .unavailable(action, "the to-do is being saved") }
      return .submitted
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: TodoAddViewModel) throws(ActionError) -> TodoAddIntent {
    let action = ActionName(edit.key.rawValue)
    switch edit.key {
    case Key.priority:
      guard case .choice(let key) = edit.value else { throw .invalidValue(action, "expected one key or null") }
      guard let key else { return .priorityChosen(nil) }
      guard let priority = TodoPriority(rawValue: key) else { throw .invalidValue(action, "no option \"\(key)\"") }
      return .priorityChosen(priority)
    case Key.tags:
      guard case .choices(let keys) = edit.value else { throw .invalidValue(action, "expected an array of keys") }
      let tags = keys.compactMap(TodoTag.init(rawValue:))
      guard tags.count == keys.count else { throw .invalidValue(action, "a key no option has") }
      return .tagsChosen(tags)
    default:
      guard let (field, text, left) = try TodoAddInteractor.Field.edit(edit) else { throw .unknownAction(action) }
      return .edited(field, text: text, left: left)
    }
  }
}
