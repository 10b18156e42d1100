import ViperKit

/// The list's logic, with no I/O: it loads the items (again when the user
/// comes back from a detail, which may have changed one), turns a row's flag
/// over, opens a row's detail or the add form, and keeps a failure until it
/// is dismissed. `Codable`, so a restored session shows it as it was
/// (docs/MODULE-SHAPE.md, "What is saved").
public struct MyPartInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    /// The detail of the item with this id.
    case detail(id: Int)
    /// The add form.
    case add
  }

  public internal(set) var items: [MyScreenItem] = []
  /// The items are on their way (the screen just opened).
  public internal(set) var isLoading = true
  /// The items whose new flag is on its way to the gateway.
  public internal(set) var saving: Set<Int> = []
  public internal(set) var failure: MyScreenFailure?

  public init() {}

  public mutating func start() -> Transition<MyScreenEffect, Route> { .effect(.loadItems) }

  public mutating func resume() -> Transition<MyScreenEffect, Route> { .effect(.loadItems) }

  /// After a restart the items are read again; flags that were being saved
  /// are not saved again (the items read say whether they were).
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    saving = []
    return .effect(.loadItems)
  }

  public mutating func handle(_ event: ModuleEvent<MyPartIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.rowSelected(let id)):
      return .route(.detail(id: id))
    case .intent(.addTapped):
      return .route(.add)
    case .intent(.toggleTapped(let id)):
      guard let item = items.first(where: { $0.id == id }), !saving.contains(id) else { return .none }
      saving.insert(id)
      return .effect(.setDone(!item.isDone, id: id))
    case .intent(.alertDismissed):
      failure = nil
      return .none
    case .result(.itemsLoaded(let items)):
      self.items = items
      isLoading = false
      return .none
    case .result(.loadFailed(let failure)):
      self.failure = failure
      isLoading = false
      return .none
    case .result(.doneSaved(let isDone, let id)):
      saving.remove(id)
      if let index = items.firstIndex(where: { $0.id == id }) { items[index].isDone = isDone }
      return .none
    case .result(.saveFailed(let id, let failure)):
      saving.remove(id)
      self.failure = failure
      return .none
    case .result(.itemLoaded), .result(.added), .result(.addFailed):
      return .none
    }
  }
}
