import ViperKit

/// Names one filled-in add form: saving the same draft twice (a save the
/// host restarted in the middle of, sent again) keeps one to-do.
public typealias DraftToken = Tagged<TodoDraft, String>

/// A to-do as the add form saves it, before it has an id.
public struct TodoDraft: Hashable, Sendable, Codable {
  /// The most characters (Unicode scalars, as the host counts) a title has.
  public static let titleLimit = 200
  /// The earliest and latest due dates the form takes, both included.
  public static let earliestDue = "2000-01-01"
  public static let latestDue = "2099-12-31"

  public var token: DraftToken
  public var title: String
  public var priority: TodoPriority
  public var tags: [TodoTag]
  public var due: String?
  public var at: String?

  public init(
    token: DraftToken, title: String, priority: TodoPriority = .normal, tags: [TodoTag] = [], due: String? = nil,
    at: String? = nil
  ) {
    self.token = token
    self.title = title
    self.priority = priority
    self.tags = TodoTag.ordered(tags)
    self.due = due
    self.at = at
  }

  /// Whether `text` is a due date the form takes: "" (none), or a calendar day in range.
  public static func isDue(_ text: String) -> Bool {
    text.isEmpty || (CalendarText.isDate(text) && earliestDue <= text && text <= latestDue)
  }

  /// Whether `text` is a time the form takes: "" (none), or `HH:MM`.
  public static func isTime(_ text: String) -> Bool { text.isEmpty || CalendarText.isTime(text) }
}
