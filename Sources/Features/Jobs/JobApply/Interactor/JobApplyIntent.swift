/// What the user does on the application form. Only `JobApplyViewAdapter`
/// makes these.
public enum JobApplyIntent: Hashable, Sendable {
  /// A text field's whole new value; `left`: focus left the field.
  case edited(JobApplyInteractor.Field, text: String, left: Bool)
  case shareFlipped(Bool)
  case submitted
}
