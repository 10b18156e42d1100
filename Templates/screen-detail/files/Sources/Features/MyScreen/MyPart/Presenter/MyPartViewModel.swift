import ViperKit

/// The detail, worded and ready to render.
public struct MyPartViewModel: Equatable, Sendable {
  public var title: String
  public var status: String
  /// The item's notes; nil when it has none (or is not loaded).
  public var notes: String?
  public var secretText: String?
  public var toggleTitle: String
  /// False while loading or saving: the flag cannot be turned over then.
  public var canToggle: Bool
  public var backTitle: String
  public var alert: Alert?
  public var dismissTitle: String
}
