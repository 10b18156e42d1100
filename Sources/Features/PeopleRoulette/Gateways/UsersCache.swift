/// The downloaded people, kept locally: the picker and the roulette read
/// this, not the response.
public protocol UsersCache: Sendable {
  /// Replaces every cached user, all or nothing.
  func replaceAll(with users: [User]) async throws
  func all() throws -> [User]
}
