/// What the user does on the roulette.
public enum RouletteIntent: Hashable, Sendable {
  /// A count from the picker, as sent; the interactor clamps it to 1 … N.
  case countChosen(Int)
  case rouletteTapped
  case retryTapped
  case alertDismissed
}
