import ViperKit

/// What came back from an effect, as the screens see it.
public enum MyScreenResult: Hashable, Sendable {
  /// A window, the setting it was read with, and (when counted) how many items are toggled on.
  case listLoaded(WindowPage<RecordItem>, showsToggled: Bool, toggledCount: Int?)
  case itemLoaded(RecordItem)
  case readFailed(MyScreenFailure)
  case saved(RecordItem)
  case saveFailed(MyScreenFailure)
  case duplicated(RecordItem)
  /// Saved, and how many items have the toggle on now.
  case toggleSaved(Int, on: Bool, toggledCount: Int)
  case toggleFailed(Int, MyScreenFailure)
  case showsToggledSaved(Bool)
  case showsToggledFailed(MyScreenFailure)
  /// One item deleted (its id), or the toggled ones (nil).
  case deleted(Int?)
  case deleteFailed(MyScreenFailure)
}
