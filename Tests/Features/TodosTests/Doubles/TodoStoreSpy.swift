import Synchronization
import ViperKit

@testable import Todos

/// The to-dos in memory, with the store's rules (ids never reused, a draft
/// saved once), its writes recorded; every write fails once `failWrites` is
/// set, every read once `failReads` is.
final class TodoStoreSpy: TodoStore {
  enum Call: Equatable {
    case add(TodoDraft)
    case setDone(TodoID, Bool)
    case setHidesDone(Bool)
    case delete(TodoID)
    case deleteDone
  }

  private struct State {
    var todos: [Todo]
    var drafts: [DraftToken: TodoID] = [:]
    var hideDone = false
    var nextID: Int
    var calls: [Call] = []
    var readFailure: TodosFailure?
    var writeFailure: TodosFailure?
  }

  private let state: Mutex<State>

  init(_ todos: [Todo] = [], hideDone: Bool = false) {
    state = Mutex(State(todos: todos, hideDone: hideDone, nextID: (todos.map(\.id.rawValue).max() ?? 0) + 1))
  }

  var calls: [Call] { state.withLock { $0.calls } }
  var saved: [Todo] { state.withLock { $0.todos } }
  func failReads(with failure: TodosFailure) { state.withLock { $0.readFailure = failure } }
  func failWrites(with failure: TodosFailure) { state.withLock { $0.writeFailure = failure } }

  func page(_ query: WindowQuery, hideDone: Bool) throws(TodosFailure) -> WindowPage<Todo> {
    try read { state in
      let rows = hideDone ? state.todos.filter { !$0.done } : state.todos
      // Ids grow: a key's place is before the first larger id.
      return query.page(of: rows) { key in rows.firstIndex { $0.id.rawValue >= Int(key) ?? .max } }
    }
  }
  func doneCount() throws(TodosFailure) -> Int { try read { $0.todos.filter(\.done).count } }
  func todo(_ id: TodoID) throws(TodosFailure) -> Todo? { try read { state in state.todos.first { $0.id == id } } }
  func hidesDone() throws(TodosFailure) -> Bool { try read { $0.hideDone } }

  func add(_ draft: TodoDraft) async throws(TodosFailure) -> Todo {
    try write(.add(draft)) { state in
      if let id = state.drafts[draft.token], let todo = state.todos.first(where: { $0.id == id }) { return todo }
      let todo = Todo(
        id: TodoID(state.nextID), title: draft.title, priority: draft.priority, tags: draft.tags, due: draft.due,
        at: draft.at)
      state.nextID += 1
      state.drafts[draft.token] = todo.id
      state.todos.append(todo)
      return todo
    }
  }

  func setDone(_ id: TodoID, done: Bool) async throws(TodosFailure) {
    try write(.setDone(id, done)) { state in
      if let index = state.todos.firstIndex(where: { $0.id == id }) { state.todos[index].done = done }
    }
  }

  func setHidesDone(_ on: Bool) async throws(TodosFailure) {
    try write(.setHidesDone(on)) { $0.hideDone = on }
  }

  func delete(_ id: TodoID) async throws(TodosFailure) {
    try write(.delete(id)) { state in state.todos.removeAll { $0.id == id } }
  }

  func deleteDone() async throws(TodosFailure) -> [TodoID] {
    try write(.deleteDone) { state in
      let ids = state.todos.filter(\.done).map(\.id)
      state.todos.removeAll(where: \.done)
      return ids
    }
  }

  private func read<T>(_ body: (State) -> T) throws(TodosFailure) -> T {
    let (value, failure) = state.withLock { ($0.readFailure == nil ? body($0) : nil, $0.readFailure) }
    if let failure { throw failure }
    return value!
  }

  private func write<T>(_ call: Call, _ body: (inout State) -> T) throws(TodosFailure) -> T {
    let (value, failure) = state.withLock { state -> (T?, TodosFailure?) in
      state.calls.append(call)
      if let failure = state.writeFailure { return (nil, failure) }
      return (body(&state), nil)
    }
    if let failure { throw failure }
    return value!
  }
}
