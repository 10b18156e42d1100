import ViperKit

/// The list, ready to show: every string the user reads, no wire words.
public struct TodoListViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var id: TodoID
    public var title: String
    /// When it is due and its priority.
    public var subtitle: String
    public var done: Bool
    /// False while its done mark is saving.
    public var toggleEnabled: Bool
  }

  public var title: String
  public var addTitle: String
  public var clearDoneTitle: String
  /// A to-do is done, and no deletion runs.
  public var clearDoneEnabled: Bool
  public var hideDoneLabel: String
  public var hideDone: Bool
  public var hideDoneEnabled: Bool
  public var loadingLabel: String?
  /// The rows shown (without the done ones when they are hidden).
  public var rows: [Row]
  /// Where the rows sit in the whole list.
  public var window: ListWindow
  public var deleteTitle: String
  /// Said when no row shows.
  public var emptyText: String?
  public var confirmation: Confirmation?
  /// A failure; shown over the confirmation while both are there.
  public var alert: Alert?
  public var dismissTitle: String

  public func row(_ id: TodoID) -> Row? { rows.first { $0.id == id } }
}
