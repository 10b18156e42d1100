/// What the user does on the counter.
public enum CounterIntent: Equatable, Sendable {
  case incrementTapped
}
