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
  }

  public init() {}

  public func render(_ model: MyPartViewModel) -> ViewNode {
    let enabled = !model.isSaving
    func field(_ input: MyPartInteractor.Field, _ shown: MyPartViewModel.Field, kind: Field.Kind) -> ViewNode {
      .field(
        Field(
          key: input.inputKey, label: shown.label, kind: kind, value: shown.value, hint: shown.hint,
          error: shown.error, enabled: enabled, required: input == .title,
          maxLength: input == .title ? MyScreenDraft.titleLimit : nil))
    }
    let form = Form(
      key: Key.form, submit: FormSubmit(action: Action.save, title: model.saveTitle), pending: model.isSaving,
      message: model.message,
      children: [
        field(.title, model.itemTitle, kind: .text),
        field(.notes, model.notes, kind: .multiline),
        field(.secret, model.secret, kind: .secure),
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
    // Each field is bound to its key (TextFieldKey): no switch over keys to keep in step with the form.
    guard let (field, text, left) = try MyPartInteractor.Field.edit(edit) else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .edited(field, text: text, left: left)
  }
}
