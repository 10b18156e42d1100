/// The form, worded and ready to render.
public struct MyPartViewModel: Equatable, Sendable {
  public struct Field: Equatable, Sendable {
    public var label: String
    public var value: String
    public var hint: String?
    public var error: String?
  }

  public var title: String
  public var itemTitle: Field
  public var notes: Field
  public var secret: Field
  /// The draft is being saved: the fields are read-only, the button busy.
  public var isSaving: Bool
  public var saveTitle: String
  /// Why the last save failed.
  public var message: String?
  public var cancelTitle: String
}
