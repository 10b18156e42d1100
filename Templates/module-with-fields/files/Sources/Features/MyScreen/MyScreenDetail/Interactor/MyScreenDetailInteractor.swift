import ViperKit

/// The detail's logic, with no I/O: it reads the item (again when on top
/// again: the form may have changed it), opens the form on it, and deletes
/// it only once the user confirmed, then goes back.
public struct MyScreenDetailInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    case edit(id: Int)
    /// Deleted: back to the list.
    case deleted
  }

  public let id: Int
  public internal(set) var item: RecordItem?
  public internal(set) var isLoading = true
  /// Delete was pressed: the question shows.
  public internal(set) var asking = false
  public internal(set) var deleting = false
  public internal(set) var failure: MyScreenFailure?

  /// A snapshot keeps the id and the question asked: the item is read again when the screen is restored (and
  /// the question shows again over it).
  private enum CodingKeys: String, CodingKey { case id, asking }

  public init(id: Int) { self.id = id }

  public mutating func start() -> Transition<MyScreenEffect, Route> { .effect(.loadItem(id)) }
  public mutating func resume() -> Transition<MyScreenEffect, Route> { .effect(.loadItem(id)) }

  /// A deletion that was running may or may not have happened: the item is read again.
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    (deleting, isLoading) = (false, true)
    return start()
  }

  public mutating func handle(_ event: ModuleEvent<MyScreenDetailIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.editTapped):
      return item == nil || deleting ? .none : .route(.edit(id: id))
    case .intent(.deleteTapped):
      if item != nil, !deleting { asking = true }
    case .intent(.keepTapped): asking = false
    case .intent(.confirmTapped):
      guard asking else { return .none }
      (asking, deleting) = (false, true)
      return .effect(.delete(id))
    case .intent(.alertDismissed): failure = nil
    case .result(.itemLoaded(let item)) where item.id == id:
      (self.item, isLoading) = (item, false)
    case .result(.readFailed(let failure)):
      (isLoading, self.failure) = (false, failure)
    case .result(.deleted(id)) where deleting:
      return .route(.deleted)
    case .result(.deleteFailed(let failure)) where deleting:
      (deleting, self.failure) = (false, failure)
    case .result: break
    }
    return .none
  }
}
