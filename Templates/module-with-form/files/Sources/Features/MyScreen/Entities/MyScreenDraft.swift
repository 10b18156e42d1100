import ViperKit

/// A new item as the add form has it. `Codable`, so the form's snapshot holds
/// what was typed; the secret is a `Secret`, which a snapshot leaves out by
/// its type: after a restart the title and notes come back, the secret
/// does not (docs/MODULE-SHAPE.md, "What is saved").
public struct MyScreenDraft: Hashable, Codable, Sendable {
  /// The most characters a title may have.
  public static let titleLimit = 80

  public var title: String
  public var notes: String
  public var secret: Secret

  public init(title: String = "", notes: String = "", secret: Secret = Secret()) {
    self.title = title
    self.notes = notes
    self.secret = secret
  }

  /// The title as it is saved: without the spaces around it.
  public var trimmedTitle: String {
    String(title.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
