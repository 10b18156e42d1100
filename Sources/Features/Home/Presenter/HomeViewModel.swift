public struct HomeViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var key: String
    public var title: String
  }

  public var title: String
  public var rows: [Row]
  /// Shown instead of the list when there is nothing to open.
  public var emptyMessage: String?
}
