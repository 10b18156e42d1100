import ViperKit

/// A to-do's detail, ready to show.
public struct TodoDetailViewModel: Equatable, Sendable {
  public var title: String
  public var deleteTitle: String
  /// The to-do is shown and no deletion runs.
  public var deleteEnabled: Bool
  public var loadingLabel: String?
  /// Its fields, one line each ("Priority: High").
  public var lines: [String]
  /// The question before deleting.
  public var confirmation: Confirmation?
  /// A failure; shown over the confirmation while both are there.
  public var alert: Alert?
  public var dismissTitle: String
}
