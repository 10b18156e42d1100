import ViperKit

/// The list, worded and ready to render.
public struct MyPartViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var id: Int
    public var title: String
    public var status: String
    /// The accessory's title; nil while the row's flag is being saved.
    public var toggleTitle: String?
  }

  public var title: String
  /// The rows of the window on screen.
  public var rows: [Row]
  /// Where the rows sit in the whole list, and the row the frontend keeps its place by.
  public var window: ListWindow
  public var addTitle: String
  /// Shown while the items load.
  public var loadingLabel: String?
  public var alert: Alert?
  public var dismissTitle: String
}
