import ViperKit

/// The list as a state machine: a window of the to-dos (never all of them:
/// the database holds the list), the "Hide done" setting, how many are
/// done, the saves under way, and the question asked before deleting.
/// Nothing is deleted but by `confirmTapped` on a question asked: Delete and
/// Clear done only ask. On top again (back from the form or a detail) it
/// reads its window again. A snapshot keeps the window's anchor, not its rows.
public struct TodoListInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = TodoListIntent
  public typealias Result = TodosResult
  public typealias Effect = TodosEffect

  public enum Route: Hashable, Sendable {
    case add
    case detail(TodoID)
  }

  /// The question a confirmation alert asks (with the to-do's title: its row may scroll away meanwhile).
  public enum Question: Hashable, Codable, Sendable {
    case delete(TodoID, title: String)
    case clearDone
  }

  /// A done mark being saved: its checkbox waits, and a re-read keeps it.
  public struct DoneSave: Hashable, Codable, Sendable {
    public var id: TodoID
    public var done: Bool
  }

  /// The to-dos on screen, oldest first (without the done ones while they are hidden).
  public internal(set) var window = RowWindow<Todo>()
  public internal(set) var hideDone = false
  /// How many to-dos are done (hidden ones too): counted at each re-read, kept at each flip.
  public internal(set) var doneCount = 0
  public internal(set) var isLoading = false
  public internal(set) var savingDone: [DoneSave] = []
  public internal(set) var savingHideDone = false
  /// A confirmed deletion is running.
  public internal(set) var deleting = false
  public internal(set) var question: Question?
  /// What went wrong last, shown until the user dismisses it.
  public internal(set) var failure: TodosFailure?

  public init(hideDone: Bool = false) { self.hideDone = hideDone }

  public func todo(_ id: TodoID) -> Todo? { window.row(String(id.rawValue)) }
  public var hasDone: Bool { doneCount > 0 }
  public func isSaving(_ id: TodoID) -> Bool { savingDone.contains { $0.id == id } }

  public mutating func start() -> Transition<TodosEffect, Route> {
    isLoading = true
    return reload()
  }

  /// On top again: the form may have added one, a detail deleted one.
  public mutating func resume() -> Transition<TodosEffect, Route> { reload() }

  /// Rebuilt from a snapshot (its anchor): saves that were under way may or
  /// may not have happened, so nothing waits for them and the window is read again.
  public mutating func restored() -> Transition<TodosEffect, Route> {
    savingDone = []
    savingHideDone = false
    deleting = false
    isLoading = true
    return reload()
  }

  private mutating func reload() -> Transition<TodosEffect, Route> {
    .effect(.loadList(window.reload(), hideDone: nil))
  }

  public mutating func handle(_ event: ModuleEvent<TodoListIntent, TodosResult>) -> Transition<TodosEffect, Route> {
    switch event {
    case .intent(let intent): handle(intent)
    case .result(let result): receive(result)
    }
  }

  private mutating func handle(_ intent: TodoListIntent) -> Transition<TodosEffect, Route> {
    switch intent {
    case .addTapped: return .route(.add)
    case .rowOpened(let id): return todo(id) == nil ? .none : .route(.detail(id))
    case .rowsRequested(let request):
      guard let query = window.request(request) else { return .none }
      return .effect(.loadList(query, hideDone: hideDone))
    case .doneFlipped(let id, let on):
      guard let todo = todo(id), todo.done != on, !isSaving(id) else { return .none }
      window.update(todo.rowKey) { $0.done = on }
      doneCount += on ? 1 : -1
      savingDone = (savingDone + [DoneSave(id: id, done: on)]).sorted { $0.id.rawValue < $1.id.rawValue }
      return .effect(.setDone(id, done: on))
    case .hideDoneFlipped(let on):
      guard on != hideDone, !savingHideDone else { return .none }
      hideDone = on
      savingHideDone = true
      return .effect(.setHideDone(on))
    case .deleteTapped(let id):
      guard let todo = todo(id), !deleting else { return .none }
      question = .delete(id, title: todo.title)
    case .clearDoneTapped:
      guard hasDone, !deleting else { return .none }
      question = .clearDone
    case .keepTapped:
      question = nil
    case .confirmTapped:
      guard let asked = question else { return .none }
      question = nil
      deleting = true
      switch asked {
      case .delete(let id, _): return .effect(.delete(id))
      case .clearDone: return .effect(.deleteDone)
      }
    case .alertDismissed:
      failure = nil
    }
    return .none
  }

  private mutating func receive(_ result: TodosResult) -> Transition<TodosEffect, Route> {
    switch result {
    case .listLoaded(let page, let hide, let counted):
      guard window.take(page) else { return .none }  // an older window's rows
      isLoading = false
      // A flip still saving keeps what the user chose.
      for save in savingDone { window.update(String(save.id.rawValue)) { $0.done = save.done } }
      if hide { for save in savingDone where save.done { window.remove(String(save.id.rawValue)) } }
      if let counted { doneCount = counted }
      if !savingHideDone { hideDone = hide }
      if question == .clearDone, !hasDone { question = nil }
    case .readFailed(let failure):
      isLoading = false
      self.failure = failure
    case .doneSaved(let id, _):
      savingDone.removeAll { $0.id == id }
      // Saved while the done ones are hidden: it leaves the list.
      if hideDone, todo(id)?.done == true { window.remove(String(id.rawValue)) }
    case .doneFailed(let id, let failure):
      guard let save = savingDone.first(where: { $0.id == id }) else { return .none }
      savingDone.removeAll { $0.id == id }
      window.update(String(id.rawValue)) { $0.done = !save.done }  // back as saved
      doneCount += save.done ? -1 : 1
      self.failure = failure
    case .hideDoneSaved:
      // Saved: the list is read again with it (in turn, so what shows never races the save).
      savingHideDone = false
      return reload()
    case .hideDoneFailed(let failure):
      savingHideDone = false
      hideDone.toggle()
      self.failure = failure
    case .deleted(let ids):
      deleting = false
      savingDone.removeAll { ids.contains($0.id) }
      // One row: it leaves the window; Clear done: the list is read again.
      guard ids.count == 1, let id = ids.first, let todo = todo(id) else { return reload() }
      if todo.done { doneCount -= 1 }
      window.remove(String(id.rawValue))
    case .deleteFailed(let failure):
      deleting = false
      self.failure = failure
    case .todoLoaded, .added, .addFailed:
      break  // the detail's and the form's: the list never asks for them
    }
    return .none
  }
}
