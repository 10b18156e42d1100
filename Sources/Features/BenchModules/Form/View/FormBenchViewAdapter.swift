import ViperKit

/// One form of every input kind, a `clear` button outside it, and what was saved.
public struct FormBenchViewAdapter: ViewAdapter {
  public enum Action {
    public static let save: ActionName = "save"
    public static let clear: ActionName = "clear"
  }
  public static let share: InputKey = "share"

  public init() {}

  public func render(_ model: FormBenchViewModel) -> ViewNode {
    func field(_ input: FormBenchInteractor.Input, _ label: String, _ kind: Field.Kind, _ sending: Field.Sending)
      -> ViewNode
    {
      .field(
        Field(
          key: InputKey(input.rawValue), label: label, kind: kind, value: model.values[input] ?? "",
          sending: sending, error: model.errors[input], enabled: !model.pending, required: input == .name,
          maxLength: input == .note ? 20 : nil))
    }
    let form = Form(
      key: "form", submit: FormSubmit(action: Action.save, title: "Save"), pending: model.pending,
      children: [
        .section(
          title: "You",
          children: [
            field(.name, "Name", .text, .change(debounceMs: 200)), field(.email, "Email", .email, .leave),
            field(.token, "Token", .secure, .change(debounceMs: 200)),
          ]),
        .stack(
          axis: .horizontal,
          children: [
            field(.upper, "Shout", .text, .change(debounceMs: 0)),
            field(.digits, "Digits", .number, .change(debounceMs: 0)),
          ]),
        field(.note, "Note", .multiline, .submit),
        .toggle(Toggle(key: Self.share, label: "Share my login", on: model.share, enabled: !model.pending)),
      ])
    return .screen(
      title: "Form",
      children: [.form(form), .button(action: Action.clear, title: "Clear name", enabled: !model.pending)]
        + (model.saved.map { [.text($0)] } ?? []))
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: FormBenchViewModel) throws(ActionError)
    -> FormBenchIntent
  {
    switch action {
    case Action.save: return .submitted
    case Action.clear:
      // A disabled button's action is refused, not ignored (PROTOCOL §7).
      guard !model.pending else { throw .unavailable(action, "the form is being saved") }
      return .clearTapped
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: FormBenchViewModel) throws(ActionError) -> FormBenchIntent {
    if edit.key == Self.share, let on = edit.value.isOn { return .shareFlipped(on) }
    guard let input = FormBenchInteractor.Input(rawValue: edit.key.rawValue), let text = edit.value.text else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .edited(input, text: text, left: edit.left)
  }
}
