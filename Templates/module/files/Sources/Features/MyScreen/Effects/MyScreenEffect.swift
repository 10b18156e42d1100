/// What the interactor asks of the outside world (the effect handler runs it).
public enum MyScreenEffect: Hashable, Sendable {
  /// Read the count saved last.
  case load
  case save(Int)
}
