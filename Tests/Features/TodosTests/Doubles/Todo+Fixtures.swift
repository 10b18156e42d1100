@testable import Todos

extension Todo {
  static let milk = Todo(
    id: TodoID(1), title: "Buy milk", priority: .high, tags: [.errand], due: "2026-03-01", at: "09:30")
  static let report = Todo(id: TodoID(2), title: "Write the report", tags: [.work])
  static let plants = Todo(id: TodoID(3), title: "Water the plants", priority: .low, tags: [.home], done: true)

  func with(done: Bool) -> Todo {
    var todo = self
    todo.done = done
    return todo
  }
}

extension TodoDraft {
  static let milk = TodoDraft(
    token: DraftToken("draft-1"), title: "Buy milk", priority: .high, tags: [.errand], due: "2026-03-01", at: "09:30")
}
