/// What home shows, ready to render: a row per module a user may open.
public struct HomeViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    /// The module's name: the row's key on the wire.
    public var key: String
    public var title: String

    public init(key: String, title: String) {
      self.key = key
      self.title = title
    }
  }

  public var title: String
  public var rows: [Row]
  /// Shown instead of the list when there is nothing to open.
  public var emptyMessage: String?

  public init(title: String, rows: [Row], emptyMessage: String?) {
    self.title = title
    self.rows = rows
    self.emptyMessage = emptyMessage
  }
}
