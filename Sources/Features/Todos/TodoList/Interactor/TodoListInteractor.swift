import ViperKit

/// The list as a state machine: the to-dos as last read, the "Hide done"
/// setting, the saves under way, and the question asked before deleting.
/// Nothing is deleted but by `confirmTapped` on a question asked: Delete and
/// Clear done only ask. On top again (back from the form or a detail) it
/// reads the list again.
public struct TodoListInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = TodoListIntent
  public typealias Result = TodosResult
  public typealias Effect = TodosEffect

  public enum Route: Hashable, Sendable {
    case add
    case detail(TodoID)
  }

  /// The question a confirmation alert asks.
  public enum Question: Hashable, Codable, Sendable {
    case delete(TodoID)
    case clearDone
  }

  /// Every to-do, oldest first (the hidden ones too).
  public internal(set) var todos: [Todo] = []
  public internal(set) var hideDone = false
  public internal(set) var isLoading = false
  /// To-dos whose done mark is being saved, in id order: their checkboxes wait.
  public internal(set) var savingDone: [TodoID] = []
  public internal(set) var savingHideDone = false
  /// A confirmed deletion is running.
  public internal(set) var deleting = false
  public internal(set) var question: Question?
  /// What went wrong last, shown until the user dismisses it.
  public internal(set) var failure: TodosFailure?

  public init(todos: [Todo] = [], hideDone: Bool = false) {
    self.todos = todos
    self.hideDone = hideDone
  }

  public func todo(_ id: TodoID) -> Todo? { todos.first { $0.id == id } }
  public var hasDone: Bool { todos.contains(where: \.done) }

  public mutating func start() -> Transition<TodosEffect, Route> {
    isLoading = true
    return .effect(.loadList)
  }

  /// On top again: the form may have added one, a detail deleted one.
  public mutating func resume() -> Transition<TodosEffect, Route> { .effect(.loadList) }

  /// Rebuilt from a snapshot: saves that were under way may or may not have
  /// happened, so nothing waits for them and the database is read again.
  public mutating func restored() -> Transition<TodosEffect, Route> {
    savingDone = []
    savingHideDone = false
    deleting = false
    return .effect(.loadList)
  }

  public mutating func handle(_ event: ModuleEvent<TodoListIntent, TodosResult>) -> Transition<TodosEffect, Route> {
    switch event {
    case .intent(let intent): return handle(intent)
    case .result(let result): receive(result)
    }
    return .none
  }

  private mutating func handle(_ intent: TodoListIntent) -> Transition<TodosEffect, Route> {
    switch intent {
    case .addTapped: return .route(.add)
    case .rowOpened(let id): return todo(id) == nil ? .none : .route(.detail(id))
    case .doneFlipped(let id, let on):
      guard let index = todos.firstIndex(where: { $0.id == id }), todos[index].done != on, !savingDone.contains(id)
      else { return .none }
      todos[index].done = on
      savingDone = (savingDone + [id]).sorted()
      return .effect(.setDone(id, done: on))
    case .hideDoneFlipped(let on):
      guard on != hideDone, !savingHideDone else { return .none }
      hideDone = on
      savingHideDone = true
      return .effect(.setHideDone(on))
    case .deleteTapped(let id):
      guard todo(id) != nil, !deleting else { return .none }
      question = .delete(id)
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
      case .delete(let id): return .effect(.delete(id))
      case .clearDone: return .effect(.deleteDone)
      }
    case .alertDismissed:
      failure = nil
    }
    return .none
  }

  private mutating func receive(_ result: TodosResult) {
    switch result {
    case .listLoaded(let read, let hide):
      isLoading = false
      // A flip still saving keeps what the user chose; so does the setting.
      todos = read.map { todo in
        var todo = todo
        if savingDone.contains(todo.id), let shown = self.todo(todo.id) { todo.done = shown.done }
        return todo
      }
      if !savingHideDone { hideDone = hide }
      if case .delete(let id) = question, todo(id) == nil { question = nil }
      if question == .clearDone, !hasDone { question = nil }
    case .readFailed(let failure):
      isLoading = false
      self.failure = failure
    case .doneSaved(let id, _):
      savingDone.removeAll { $0 == id }
    case .doneFailed(let id, let failure):
      savingDone.removeAll { $0 == id }
      if let index = todos.firstIndex(where: { $0.id == id }) { todos[index].done.toggle() }  // back as saved
      self.failure = failure
    case .hideDoneSaved:
      savingHideDone = false
    case .hideDoneFailed(let failure):
      savingHideDone = false
      hideDone.toggle()
      self.failure = failure
    case .deleted(let ids):
      deleting = false
      todos.removeAll { ids.contains($0.id) }
      savingDone.removeAll { ids.contains($0) }
    case .deleteFailed(let failure):
      deleting = false
      self.failure = failure
    case .todoLoaded, .added, .addFailed:
      break  // the detail's and the form's: the list never asks for them
    }
  }
}
