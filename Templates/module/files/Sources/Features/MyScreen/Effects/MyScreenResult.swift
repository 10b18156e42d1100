/// What the effects found (only the effect handler makes these).
public enum MyScreenResult: Hashable, Sendable {
  /// The count saved last; nil when none was.
  case loaded(Int?)
  case loadFailed(MyScreenFailure)
  case saved(Int)
  case saveFailed(MyScreenFailure)
}
