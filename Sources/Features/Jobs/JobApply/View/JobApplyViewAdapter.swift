import ViperKit

/// One form: name, email, cover letter (its counter as the hint), the GitHub
/// toggle, and "Send application". It owns the wire words (keys, action).
public struct JobApplyViewAdapter: ViewAdapter {
  public enum Action {
    public static let send: ActionName = "send"
  }
  public enum Key {
    public static let form: InputKey = "application"
    public static let share: InputKey = "share-github"
  }

  public init() {}

  public func render(_ model: JobApplyViewModel) -> ViewNode {
    let enabled = !model.pending
    func field(_ input: JobApplyInteractor.Field, _ shown: JobApplyViewModel.Field) -> ViewNode {
      .field(
        Field(
          key: input.inputKey, label: shown.label, kind: Self.kind(input), value: shown.value,
          sending: .change(debounceMs: input == .coverLetter ? 300 : 250), placeholder: shown.placeholder,
          hint: shown.hint, error: shown.error, enabled: enabled, required: input != .coverLetter,
          maxLength: input == .coverLetter ? model.coverLetterLimit : 200))
    }
    let form = Form(
      key: Key.form, submit: FormSubmit(action: Action.send, title: model.submitTitle), pending: model.pending,
      message: model.message,
      children: [
        field(.name, model.name), field(.email, model.email), field(.coverLetter, model.coverLetter),
        .toggle(Toggle(key: Key.share, label: model.shareLabel, on: model.share, enabled: enabled)),
      ])
    return .screen(title: model.title, children: [.form(form)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: JobApplyViewModel) throws(ActionError)
    -> JobApplyIntent
  {
    switch action {
    case Action.send:
      guard !model.pending else { throw .unavailable(action, "the application is being saved") }
      return .submitted
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: JobApplyViewModel) throws(ActionError) -> JobApplyIntent {
    if edit.key == Key.share, let on = edit.value.isOn { return .shareFlipped(on) }
    guard let (field, text, left) = try JobApplyInteractor.Field.edit(edit) else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .edited(field, text: text, left: left)
  }

  private static func kind(_ field: JobApplyInteractor.Field) -> Field.Kind {
    switch field {
    case .name: .text
    case .email: .email
    case .coverLetter: .multiline
    }
  }
}
