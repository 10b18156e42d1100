import ViperKit

/// One item: its title and notes, the flag the user turns on and off, and
/// whether it has a secret (which is saved, never shown again).
public struct MyScreenItem: Hashable, Codable, Sendable {
  public var id: Int
  public var title: String
  public var notes: String
  public var isDone: Bool
  public var hasSecret: Bool

  public init(id: Int, title: String, notes: String = "", isDone: Bool = false, hasSecret: Bool = false) {
    self.id = id
    self.title = title
    self.notes = notes
    self.isDone = isDone
    self.hasSecret = hasSecret
  }
}

/// A row of the list is known by the item's id, never by its position.
extension MyScreenItem: WindowRow {
  public var rowKey: String { String(id) }
}
