import Foundation

/// A random UUID per form: unique without asking the database.
public struct RandomDraftTokens: DraftTokens {
  public init() {}
  public func next() -> DraftToken { DraftToken(UUID().uuidString) }
}
