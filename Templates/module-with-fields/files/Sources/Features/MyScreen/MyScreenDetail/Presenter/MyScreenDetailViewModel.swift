import ViperKit

/// The detail, ready to show: a line per field, the toolbar's words, the question before deleting, the last failure.
public struct MyScreenDetailViewModel: Equatable, Sendable {
  public var title: String
  /// "Label: value", one per field; empty while loading.
  public var lines: [String]
  public var loadingText: String?
  public var editTitle: String
  public var deleteTitle: String
  /// Edit and Delete can be pressed (the item is read, no deletion runs).
  public var actionsEnabled: Bool
  public var confirmation: Confirmation?
  public var alert: Alert?
  public var dismissTitle: String
}
