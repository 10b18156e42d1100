/// The application form, ready to show: every string the user reads.
public struct JobApplyViewModel: Equatable, Sendable {
  public struct Field: Equatable, Sendable {
    public var label: String
    public var value: String
    public var error: String?
    public var hint: String?
    public var placeholder: String?
  }

  public var title: String
  public var name: Field
  public var email: Field
  public var coverLetter: Field
  public var coverLetterLimit: Int
  public var shareLabel: String
  public var share: Bool
  public var submitTitle: String
  /// A save is running: the form is read-only, its button busy.
  public var pending: Bool
  /// Why the last save failed.
  public var message: String?
}
