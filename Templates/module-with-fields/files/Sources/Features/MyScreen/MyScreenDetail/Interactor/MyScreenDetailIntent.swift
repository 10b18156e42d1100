/// What the user does on the detail. Only `MyScreenDetailViewAdapter` makes these.
public enum MyScreenDetailIntent: Hashable, Sendable {
  case editTapped
  /// The toolbar's Delete: asks first.
  case deleteTapped
  case keepTapped
  case confirmTapped
  case alertDismissed
}
