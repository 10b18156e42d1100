import ViperKit

/// The list, ready to show: every string the user reads, no wire words.
public struct MyScreenListViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var id: Int
    public var title: String
    /// The other row fields, joined.
    public var subtitle: String?
    /// The row toggle's state; nil: the rows have none.
    public var on: Bool?
    /// False while its toggle is saving.
    public var toggleEnabled: Bool
  }

  /// A row's action, worded.
  public struct Action: Equatable, Sendable {
    public var kind: RowActionKind
    public var title: String
    public var destructive: Bool
  }

  public var title: String
  public var addTitle: String
  /// The destructive clear ("Clear reimbursed"); nil: the rows have no toggle.
  public var clearTitle: String?
  public var clearEnabled: Bool
  /// The persisted setting ("Show reimbursed"); nil: the list has none.
  public var settingLabel: String?
  public var showsToggled: Bool
  public var settingEnabled: Bool
  public var loadingLabel: String?
  public var rows: [Row]
  public var window: ListWindow
  public var actions: [Action]
  /// Said when no row shows.
  public var emptyText: String?
  /// The question before a deletion.
  public var confirmation: Confirmation?
  /// A failure; shown over the confirmation while both are there.
  public var alert: Alert?
  public var dismissTitle: String

  public func row(_ id: Int) -> Row? { rows.first { $0.id == id } }
}
