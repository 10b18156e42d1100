/// What the effects found (only the effect handler makes these).
public enum MyScreenResult: Hashable, Sendable {
  case itemsLoaded([MyScreenItem])
  case itemLoaded(MyScreenItem)
  case loadFailed(MyScreenFailure)
  case doneSaved(Bool, id: Int)
  case saveFailed(id: Int, MyScreenFailure)
  case added(MyScreenItem)
  case addFailed(MyScreenFailure)
}
