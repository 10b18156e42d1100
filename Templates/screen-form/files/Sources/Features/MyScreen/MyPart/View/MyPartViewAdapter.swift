import ViperKit

/// One form — title, notes, a secure field — with `Save`, and `Cancel`
/// under it; turns the edits and actions back into intents. It owns the
/// wire words (keys, actions).
public struct MyPartViewAdapter: ViewAdapter {
  public enum Action {
    public static let save: ActionName = "save"
    public static let cancel: ActionName = "cancel"
  }
  public enum Key {
    public static let form: InputKey = "item"
    public static let title: InputKey = "title"
    public static let notes: InputKey = "notes"
    public static let secret: InputKey = "secret"
  }

  public init() {}

  public func render(_ model: MyPartViewModel) -> ViewNode {
    let enabled = !model.isSaving
    func field(_ key: InputKey, _ shown: MyPartViewModel.Field, kind: Field.Kind, required: Bool = false)
      -> ViewNode
    {
      .field(
        Field(
          key: key, label: shown.label, kind: kind, value: shown.value, hint: shown.hint, error: shown.error,
          enabled: enabled, required: required, maxLength: key == Key.title ? MyScreenDraft.titleLimit : nil))
    }
    let form = Form(
      key: Key.form, submit: FormSubmit(action: Action.save, title: model.saveTitle), pending: model.isSaving,
      message: model.message,
      children: [
        field(Key.title, model.itemTitle, kind: .text, required: true),
        field(Key.notes, model.notes, kind: .multiline),
        field(Key.secret, model.secret, kind: .secure),
      ])
    return .screen(
      title: model.title, children: [.form(form), .button(action: Action.cancel, title: model.cancelTitle)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: MyPartViewModel) throws(ActionError)
    -> MyPartIntent
  {
    switch action {
    case Action.save:
      guard !model.isSaving else { throw .unavailable(action, "the item is being saved") }
      return .saveTapped
    case Action.cancel:
      return .cancelTapped
    default:
      throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: MyPartViewModel) throws(ActionError) -> MyPartIntent {
    switch (edit.key, edit.value) {
    case (Key.title, .text(let text)): .titleEdited(text, left: edit.left)
    case (Key.notes, .text(let text)): .notesEdited(text)
    case (Key.secret, .text(let text)): .secretEdited(text)
    default: throw .unknownAction(ActionName(edit.key.rawValue))
    }
  }
}
