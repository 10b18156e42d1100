import ViperKit

/// The detail's logic, with no I/O: it loads its item by id, turns its flag
/// over, and goes back on `back`. `Codable`, so a restored session shows it
/// as it was (docs/MODULE-SHAPE.md, "What is saved").
public struct MyPartInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    /// Back to the list.
    case back
  }

  public let id: Int
  /// Nil until it has loaded.
  public internal(set) var item: MyScreenItem?
  public internal(set) var isSaving = false
  public internal(set) var failure: MyScreenFailure?

  public init(id: Int) { self.id = id }

  public mutating func start() -> Transition<MyScreenEffect, Route> { .effect(.loadItem(id: id)) }

  /// After a restart the item is read again (a save that was running is
  /// not: it may have been done, and the item read says so).
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    isSaving = false
    return .effect(.loadItem(id: id))
  }

  public mutating func handle(_ event: ModuleEvent<MyPartIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.toggleTapped):
      guard let item, !isSaving else { return .none }
      isSaving = true
      return .effect(.setDone(!item.isDone, id: id))
    case .intent(.backTapped):
      return .route(.back)
    case .intent(.alertDismissed):
      failure = nil
      return .none
    case .result(.itemLoaded(let item)) where item.id == id:
      self.item = item
      return .none
    case .result(.loadFailed(let failure)):
      self.failure = failure
      return .none
    case .result(.doneSaved(let isDone, let id)) where id == self.id:
      isSaving = false
      item?.isDone = isDone
      return .none
    case .result(.saveFailed(let id, let failure)) where id == self.id:
      isSaving = false
      self.failure = failure
      return .none
    case .result:
      return .none
    }
  }
}
