import ViperKit

/// A to-do's id in the database (never reused: a deleted to-do's id names no other).
public typealias TodoID = Tagged<Todo, Int>

/// A saved to-do.
public struct Todo: Hashable, Sendable, Codable {
  public let id: TodoID
  public var title: String
  public var priority: TodoPriority
  /// In `TodoTag.allCases` order, each once.
  public var tags: [TodoTag]
  /// The day it is due, `YYYY-MM-DD`; nil: none.
  public var due: String?
  /// The time of day it is due, `HH:MM`; nil: none.
  public var at: String?
  public var done: Bool

  public init(
    id: TodoID, title: String, priority: TodoPriority = .normal, tags: [TodoTag] = [], due: String? = nil,
    at: String? = nil, done: Bool = false
  ) {
    self.id = id
    self.title = title
    self.priority = priority
    self.tags = TodoTag.ordered(tags)
    self.due = due
    self.at = at
    self.done = done
  }
}

/// A row of the list is known by the to-do's id.
extension Todo: WindowRow {
  public var rowKey: String { String(id.rawValue) }
}
