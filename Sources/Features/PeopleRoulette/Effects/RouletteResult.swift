/// What the roulette's effects report: the cache as it is after the
/// download (replaced, or untouched on failure).
public enum RouletteResult: Hashable, Sendable {
  /// The download replaced the cache; these are the people it now holds.
  case usersCached([User])
  /// The download or the cache failed; `cached` is what the cache still holds.
  case downloadFailed(PeopleRouletteFailure, cached: [User])
}
