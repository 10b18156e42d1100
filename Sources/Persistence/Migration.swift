import GRDB

/// A schema change a feature contributes. Identifiers are permanent: once
/// shipped, a migration is never edited, only followed by a new one.
public struct Migration: Sendable {
  public let identifier: String
  public let migrate: @Sendable (Database) throws -> Void

  public init(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
    self.identifier = identifier
    self.migrate = migrate
  }
}
