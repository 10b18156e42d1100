import ViperKit

/// What the effects found (only the effect handler makes these).
public enum MyScreenResult: Hashable, Sendable {
  /// `loadPage`: the rows read, where they are, and which query they answer.
  case pageLoaded(WindowPage<MyScreenItem>)
  case itemLoaded(MyScreenItem)
  case loadFailed(MyScreenFailure)
  case doneSaved(Bool, id: Int)
  case saveFailed(id: Int, MyScreenFailure)
}
