import GRDB

/// A gateway throws its feature's own failure, never GRDB's errors: these
/// run a transaction and turn whatever went wrong (the file cannot be opened,
/// is locked, is broken) into `failure(error)`, in one place instead of a
/// do/catch in every gateway.
extension AppDatabase {
  /// `body` in a read transaction.
  public func read<T: Sendable, Failure: Error>(
    failing failure: (any Error) -> Failure, _ body: @Sendable @escaping (Database) throws -> T
  ) async throws(Failure) -> T {
    do {
      return try await writer.read(body)
    } catch {
      throw failure(error)
    }
  }

  /// `body` in one write transaction: all of its changes, or none.
  public func write<T: Sendable, Failure: Error>(
    failing failure: (any Error) -> Failure, _ body: @Sendable @escaping (Database) throws -> T
  ) async throws(Failure) -> T {
    do {
      return try await writer.write(body)
    } catch {
      throw failure(error)
    }
  }
}
