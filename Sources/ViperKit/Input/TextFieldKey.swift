/// A form's text fields, each bound to the input key that is its raw value:
/// a view adapter turns an edit into the field, its text and whether focus
/// left it in one line, instead of a switch over keys (Square Workflow's
/// render-time sinks, TCA's bindings).
public protocol TextFieldKey: RawRepresentable, CaseIterable where RawValue == String {}

extension TextFieldKey {
  /// The input key this field is sent and edited under.
  public var inputKey: InputKey { InputKey(rawValue) }

  /// The field `edit` is for, with its text; nil when its key is none of
  /// these fields (the adapter tries its other inputs, or refuses it). An
  /// edit of one of them that carries no text is refused.
  public static func edit(_ edit: InputEdit) throws(ActionError) -> (field: Self, text: String, left: Bool)? {
    guard let field = allCases.first(where: { $0.inputKey == edit.key }) else { return nil }
    guard let text = edit.value.text else { throw .invalidValue(ActionName(edit.key.rawValue), "expected text") }
    return (field, text, edit.left)
  }
}
