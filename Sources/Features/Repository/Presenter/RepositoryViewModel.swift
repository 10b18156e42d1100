import ViperKit

/// The picker, ready to show: every string the user reads, no wire words.
public struct RepositoryViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    /// `owner/name`: the row's title and key.
    public var repository: String
  }

  public var title: String
  public var text: String
  public var fieldLabel: String
  public var placeholder: String
  /// The field's problem, once it shows.
  public var error: String?
  public var submitTitle: String
  /// Above the rows, or saying there are none yet.
  public var recentHeading: String
  public var rows: [Row]
  public var alert: Alert?
  public var dismissTitle: String
}
