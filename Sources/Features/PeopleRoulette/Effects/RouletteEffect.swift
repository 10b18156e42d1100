/// The roulette's one effect: download the people and replace the cache
/// with them, then read the cache back.
public enum RouletteEffect: Hashable, Sendable {
  case downloadUsers
}
