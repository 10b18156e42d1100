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
  public var rows: [Row]
  public var addTitle: String
  /// Shown while the items load.
  public var loadingLabel: String?
  public var alert: Alert?
  public var dismissTitle: String
}
