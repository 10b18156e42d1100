import ViperKit

/// One row of the list: an item and the flag the user turns on and off.
public struct MyScreenItem: Hashable, Codable, Sendable {
  public var id: Int
  public var title: String
  public var isDone: Bool

  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}

/// A row of the list is known by the item's id, never by its position.
extension MyScreenItem: WindowRow {
  public var rowKey: String { String(id) }
}
