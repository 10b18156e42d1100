import ViperKit

/// The list's logic, with no I/O. It holds a window of the items (never all
/// of them: the database holds the list, and a screen costs what it shows,
/// PROTOCOL.md §6 "Lists of any size"): its `RowWindow` turns a frontend's
/// request for rows into the query the gateway runs, and takes the page
/// read. It reads its window again when the user comes back from a detail
/// (which may have changed an item), turns a row's flag over, opens a row's
/// detail, and keeps a failure until it is dismissed. `Codable`, so a
/// restored session shows it again (docs/MODULE-SHAPE.md, "What is saved"):
/// the window's snapshot is its anchor only, and the rows around it are read again.
public struct MyScreenListInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    /// The detail of the item with this id.
    case detail(id: Int)
  }

  /// The items on screen, by id, and where they sit in the whole list.
  public internal(set) var window = RowWindow<MyScreenItem>()
  /// The items are on their way (the screen just opened, or was restored).
  public internal(set) var isLoading = true
  /// The items whose new flag is on its way to the gateway.
  public internal(set) var saving: Set<Int> = []
  public internal(set) var failure: MyScreenFailure?

  public init() {}

  public func item(id: Int) -> MyScreenItem? { window.row(String(id)) }

  /// The first rows, and the list counted.
  public mutating func start() -> Transition<MyScreenEffect, Route> { reload() }

  /// On top again: the rows around the anchor, read again (a detail may have changed one).
  public mutating func resume() -> Transition<MyScreenEffect, Route> { reload() }

  /// After a restart the rows around the anchor are read again; flags that
  /// were being saved are not saved again (the rows read say whether they were).
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    saving = []
    isLoading = true
    return reload()
  }

  private mutating func reload() -> Transition<MyScreenEffect, Route> { .effect(.loadPage(window.reload())) }

  public mutating func handle(_ event: ModuleEvent<MyScreenListIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.rowSelected(let id)):
      return .route(.detail(id: id))
    case .intent(.rowsRequested(let request)):
      // Nil: the rows asked for are held already (only the anchor moved).
      guard let query = window.request(request) else { return .none }
      return .effect(.loadPage(query))
    case .intent(.toggleTapped(let id)):
      guard let item = item(id: id), !saving.contains(id) else { return .none }
      saving.insert(id)
      return .effect(.setDone(!item.isDone, id: id))
    case .intent(.alertDismissed):
      failure = nil
      return .none
    case .result(.pageLoaded(let page)):
      guard window.take(page) else { return .none }  // read for an older request: dropped
      isLoading = false
      return .none
    case .result(.loadFailed(let failure)):
      self.failure = failure
      isLoading = false
      return .none
    case .result(.doneSaved(let isDone, let id)):
      saving.remove(id)
      window.update(String(id)) { $0.isDone = isDone }
      return .none
    case .result(.saveFailed(let id, let failure)):
      saving.remove(id)
      self.failure = failure
      return .none
    case .result(.itemLoaded):
      return .none
    }
  }
}
