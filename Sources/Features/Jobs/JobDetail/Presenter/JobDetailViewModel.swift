import ViperKit

/// A job's detail, ready to show.
public struct JobDetailViewModel: Equatable, Sendable {
  public var title: String
  public var status: String
  public var toggle: JobToggle
  /// False while the change is saving.
  public var toggleEnabled: Bool
  public var alert: Alert?
  /// The alert's one button.
  public var dismissTitle: String
}
