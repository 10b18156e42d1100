import ViperKit

/// The screen, worded and ready to render.
public struct MyScreenViewModel: Equatable, Sendable {
  public var title: String
  public var countText: String
  /// The saved count is on its way: nothing can be added or saved yet.
  public var isLoading: Bool
  /// The count is on its way to the gateway: it cannot be saved again yet.
  public var isSaving: Bool
  public var addTitle: String
  public var saveTitle: String
  /// The count saved last, or that it is loading.
  public var savedText: String
  public var doneTitle: String
  /// When the last load or save failed.
  public var alert: Alert?
  public var dismissTitle: String
}
