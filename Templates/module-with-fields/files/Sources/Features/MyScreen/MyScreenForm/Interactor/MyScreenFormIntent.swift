import ViperKit

/// What the user does on the form. Only `MyScreenFormViewAdapter` makes these.
public enum MyScreenFormIntent: Hashable, Sendable {
  /// An edit of one of `MyScreenFields.all`, checked by the adapter against the field's kind.
  case edited(InputEdit)
  case saveTapped
  case cancelTapped
  case alertDismissed
}
