import ViperKit

/// The job list, ready to show: every string the user reads, no wire words.
public struct JobListViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var id: JobID
    public var title: String
    /// "Applied", "Saving…", or nothing.
    public var status: String?
    /// Nil while the change is saving.
    public var toggle: JobToggle?
  }

  public var title: String
  /// The search field: its text, label and hint.
  public var search: String
  public var searchLabel: String
  public var searchPlaceholder: String
  /// The window shown of the jobs whose title has the search text.
  public var rows: [Row]
  public var window: ListWindow
  /// Shown instead of the list when the search matches no job.
  public var noMatch: String?
  /// Set while the jobs download.
  public var loadingLabel: String?
  public var refreshTitle: String
  public var refreshEnabled: Bool
  public var alert: Alert?
  /// The alert's one button.
  public var dismissTitle: String

  public func row(_ id: JobID) -> Row? { rows.first { $0.id == id } }
}
