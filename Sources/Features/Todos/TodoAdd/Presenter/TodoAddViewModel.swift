/// The add form, ready to show: every string the user reads.
public struct TodoAddViewModel: Equatable, Sendable {
  public struct Field: Equatable, Sendable {
    public var label: String
    public var value: String
    public var error: String?
    public var placeholder: String?
  }

  /// One option of a choice: what it stands for and what it reads.
  public struct Option<Value: Equatable & Sendable>: Equatable, Sendable {
    public var value: Value
    public var title: String
  }

  public var title: String
  public var titleField: Field
  public var titleLimit: Int
  public var priorityLabel: String
  public var priorities: [Option<TodoPriority>]
  public var priority: TodoPriority
  public var tagsLabel: String
  public var tagOptions: [Option<TodoTag>]
  public var tags: [TodoTag]
  public var due: Field
  /// The earliest and latest due dates, both included.
  public var earliestDue: String
  public var latestDue: String
  public var at: Field
  public var submitTitle: String
  /// A save is running: the form is read-only, its button busy.
  public var pending: Bool
  /// Why the last save failed.
  public var message: String?
}
