import ViperKit

/// The list as a state machine: a window of the items (never all of them:
/// the database holds the list), the persisted setting, how many are toggled
/// on, the saves under way, and the question asked before deleting. Nothing
/// is deleted but by `confirmTapped` on a question asked. On top again (back
/// from the form or a detail) it reads its window again. A snapshot keeps
/// the window's anchor, not its rows.
public struct MyScreenListInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    case add
    case edit(id: Int)
    case detail(id: Int)
  }

  /// The question a confirmation asks (with the item's title: its row may scroll away meanwhile).
  public enum Question: Hashable, Codable, Sendable {
    case delete(id: Int, title: String)
    case clearToggled
  }

  public internal(set) var window = RowWindow<RecordItem>()
  /// The setting: the items whose toggle is on show.
  public internal(set) var showsToggled = true
  /// How many items have their toggle on (hidden ones too).
  public internal(set) var toggledCount = 0
  public internal(set) var isLoading = false
  /// Row toggles being saved, by id: the value the user chose.
  public internal(set) var savingToggles: [Int: Bool] = [:]
  public internal(set) var savingSetting = false
  /// A confirmed deletion or a duplicate is running.
  public internal(set) var busy = false
  public internal(set) var question: Question?
  public internal(set) var failure: MyScreenFailure?

  public init() {}

  public func item(_ id: Int) -> RecordItem? { window.row(String(id)) }

  public mutating func start() -> Transition<MyScreenEffect, Route> {
    isLoading = true
    return reload()
  }

  /// On top again: the form may have added or changed one, a detail deleted one.
  public mutating func resume() -> Transition<MyScreenEffect, Route> { reload() }

  /// From a snapshot: saves that were under way may or may not have happened; the window is read again.
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    (savingToggles, savingSetting, busy, isLoading) = ([:], false, false, true)
    return reload()
  }

  private mutating func reload() -> Transition<MyScreenEffect, Route> {
    .effect(.loadList(window.reload(), showsToggled: nil))
  }

  public mutating func handle(_ event: ModuleEvent<MyScreenListIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(let intent): handle(intent)
    case .result(let result): receive(result)
    }
  }

  private mutating func handle(_ intent: MyScreenListIntent) -> Transition<MyScreenEffect, Route> {
    switch intent {
    case .addTapped: return .route(.add)
    case .rowOpened(let id): return item(id) == nil ? .none : .route(.detail(id: id))
    case .rowsRequested(let request):
      guard let query = window.request(request) else { return .none }
      return .effect(.loadList(query, showsToggled: showsToggled))
    case .toggleFlipped(let id, let on):
      guard let toggle = MyScreenFields.rowToggle, let item = item(id), item.isOn(toggle) != on,
        savingToggles[id] == nil
      else { return .none }
      window.update(String(id)) { $0.values[toggle.key] = .flag(on) }
      toggledCount += on ? 1 : -1
      savingToggles[id] = on
      return .effect(.setToggle(id, on: on))
    case .showsToggledFlipped(let on):
      guard MyScreenFields.filtersOnToggle, on != showsToggled, !savingSetting else { return .none }
      (showsToggled, savingSetting) = (on, true)
      return .effect(.setShowsToggled(on))
    case .rowAction(let action, let id):
      guard let item = item(id), !busy, MyScreenFields.rowActions.contains(action) else { return .none }
      switch action {
      case .delete: question = .delete(id: id, title: item.shown(MyScreenFields.rowTitle))
      case .edit: return .route(.edit(id: id))
      case .duplicate:
        busy = true
        return .effect(.duplicate(id))
      }
    case .clearTapped:
      guard toggledCount > 0, !busy else { return .none }
      question = .clearToggled
    case .keepTapped: question = nil
    case .confirmTapped:
      guard let asked = question else { return .none }
      (question, busy) = (nil, true)
      switch asked {
      case .delete(let id, _): return .effect(.delete(id))
      case .clearToggled: return .effect(.deleteToggled)
      }
    case .alertDismissed: failure = nil
    }
    return .none
  }

  private mutating func receive(_ result: MyScreenResult) -> Transition<MyScreenEffect, Route> {
    switch result {
    case .listLoaded(let page, let shows, let counted):
      guard window.take(page) else { return .none }  // an older window's rows
      isLoading = false
      if let toggle = MyScreenFields.rowToggle {
        // A flip still saving keeps what the user chose.
        for (id, on) in savingToggles { window.update(String(id)) { $0.values[toggle.key] = .flag(on) } }
      }
      // A count read while a flip saves may or may not hold it: the save's own count says (toggleSaved).
      if let counted, savingToggles.isEmpty { toggledCount = counted }
      if !savingSetting { showsToggled = shows }
      if question == .clearToggled, toggledCount == 0 { question = nil }
    case .readFailed(let failure):
      isLoading = false
      self.failure = failure
    case .toggleSaved(let id, let on, let counted):
      savingToggles[id] = nil
      toggledCount = counted + savingToggles.values.map { $0 ? 1 : -1 }.reduce(0, +)  // and the flips still saving
      if !showsToggled, on { window.remove(String(id)) }  // hidden from now on
    case .toggleFailed(let id, let failure):
      guard let on = savingToggles.removeValue(forKey: id), let toggle = MyScreenFields.rowToggle else { return .none }
      window.update(String(id)) { $0.values[toggle.key] = .flag(!on) }  // back as saved
      self.failure = failure
      return reload()  // the count read again with the rows
    case .showsToggledSaved:
      savingSetting = false
      return reload()  // read with it, in turn: what shows never races the save
    case .showsToggledFailed(let failure):
      savingSetting = false
      showsToggled.toggle()
      self.failure = failure
    case .duplicated:
      busy = false
      return reload()
    case .deleted(let id):
      busy = false
      guard let id, let item = item(id) else { return reload() }
      if let toggle = MyScreenFields.rowToggle, item.isOn(toggle) { toggledCount -= 1 }
      window.remove(String(id))
    case .deleteFailed(let failure), .saveFailed(let failure):
      busy = false
      self.failure = failure
    case .itemLoaded, .saved:
      break  // the detail's and the form's
    }
    return .none
  }
}
