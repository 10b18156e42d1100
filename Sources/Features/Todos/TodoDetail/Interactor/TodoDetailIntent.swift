/// What the user does on a to-do's detail: it acts on the screen's own
/// to-do, so the intents carry no id. Only `TodoDetailViewAdapter` makes these.
public enum TodoDetailIntent: Hashable, Sendable {
  /// The toolbar's Delete: asks first.
  case deleteTapped
  case keepTapped
  case confirmTapped
  case alertDismissed
}
