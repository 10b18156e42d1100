/// What the user does on the add form. Only `TodoAddViewAdapter` makes these.
public enum TodoAddIntent: Hashable, Sendable {
  /// A text field's whole new value; `left`: focus left the field.
  case edited(TodoAddInteractor.Field, text: String, left: Bool)
  /// The priority chosen; nil: none (the form keeps the one it has).
  case priorityChosen(TodoPriority?)
  case tagsChosen([TodoTag])
  case submitted
}
