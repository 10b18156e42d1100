import ViperKit

/// One to-do, read from the database by its id; Delete asks first, and
/// once the deletion is saved the screen goes back to the list.
public struct TodoDetailInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = TodoDetailIntent
  public typealias Result = TodosResult
  public typealias Effect = TodosEffect

  public enum Route: Hashable, Sendable {
    case backToList
  }

  public let id: TodoID
  /// As last read; nil before the first read, or when there is none with the id.
  public internal(set) var todo: Todo?
  public internal(set) var isLoading = false
  /// Read, and there is no to-do with the id (deleted meanwhile).
  public internal(set) var missing = false
  /// The question before deleting is showing.
  public internal(set) var asking = false
  public internal(set) var isDeleting = false
  public internal(set) var failure: TodosFailure?

  public init(id: TodoID) { self.id = id }

  public mutating func start() -> Transition<TodosEffect, Route> {
    isLoading = true
    return .effect(.loadTodo(id))
  }

  /// Rebuilt from a snapshot: a deletion under way is sent again (deleting
  /// twice deletes once); otherwise the to-do is read again.
  public mutating func restored() -> Transition<TodosEffect, Route> {
    isDeleting ? .effect(.delete(id)) : .effect(.loadTodo(id))
  }

  public mutating func handle(_ event: ModuleEvent<TodoDetailIntent, TodosResult>) -> Transition<TodosEffect, Route> {
    switch event {
    case .intent(.deleteTapped):
      guard todo != nil, !isDeleting else { return .none }
      asking = true
    case .intent(.keepTapped):
      asking = false
    case .intent(.confirmTapped):
      guard asking else { return .none }
      asking = false
      isDeleting = true
      return .effect(.delete(id))
    case .intent(.alertDismissed):
      failure = nil
    case .result(.todoLoaded(let loaded, let todo)) where loaded == id:
      isLoading = false
      self.todo = todo ?? self.todo
      missing = todo == nil
      if missing { asking = false }
    case .result(.readFailed(let failure)):
      isLoading = false
      self.failure = failure
    case .result(.deleted(let ids)) where ids.contains(id) && isDeleting:
      isDeleting = false
      return .route(.backToList)
    case .result(.deleteFailed(let failure)) where isDeleting:
      isDeleting = false
      self.failure = failure
    case .result:
      break  // not this screen's: the list's and the form's results
    }
    return .none
  }
}
