import ViperKit

/// The stargazers list, worded and ready to render.
public struct StargazersViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var key: String
    public var login: String
    /// Shown as the row's image, labelled with the login; nil: no image.
    public var avatarURL: String?
    /// Why the row cannot be opened; nil when it can.
    public var subtitle: String?
    /// False for a login no request may carry: the row shows, but cannot be opened.
    public var canOpen: Bool
  }

  public var title: String
  /// The window shown of the stargazers fetched so far.
  public var rows: [Row]
  public var window: ListWindow
  public var isFetching: Bool
  /// The spinner's label, while a page is fetched.
  public var loadingLabel: String?
  public var nextPageLabel: String
  public var refreshLabel: String
  public var commandsEnabled: Bool
  /// When the last fetch failed.
  public var alert: Alert?
  public var dismissLabel: String
}
