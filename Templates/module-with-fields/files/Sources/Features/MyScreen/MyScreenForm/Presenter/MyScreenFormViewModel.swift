import ViperKit

/// The form, ready to show: the draft the controls show (each field's
/// control and problem words follow from `MyScreenFields`), and every other
/// string the user reads.
public struct MyScreenFormViewModel: Equatable, Sendable {
  public var title: String
  public var draft: RecordDraft
  /// The day the form opened: where a date's bounds counted from today fall.
  public var today: String
  /// Read or being saved: the fields are read-only, the button busy.
  public var pending: Bool
  public var saveTitle: String
  public var cancelTitle: String
  /// Why the last save failed, said on the form.
  public var message: String?
  /// Why the item could not be read.
  public var alert: Alert?
  public var dismissTitle: String
}
