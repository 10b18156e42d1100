/// The downloaded people, kept locally: the picker and the roulette read
/// this, not the response. A storage error is thrown as the roulette's
/// `.storage` failure, worded by the database.
public protocol UsersCache: Sendable {
  /// Replaces every cached user, all or nothing.
  func replaceAll(with users: [User]) async throws(PeopleRouletteFailure)
  func all() throws(PeopleRouletteFailure) -> [User]
}
