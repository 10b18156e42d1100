import ViperKit

/// The to-dos and the list's "Hide done" setting, kept across restarts. A
/// database error is thrown as the feature's `.storage` failure. Every
/// write returns once it is durable.
public protocol TodoStore: Sendable {
  /// A window of the to-dos, oldest first (without the done ones when
  /// `hideDone`): what the query asks, costing the rows read (a jump by
  /// position, or a count, costs what the database needs to find it).
  func page(_ query: WindowQuery, hideDone: Bool) throws(TodosFailure) -> WindowPage<Todo>
  /// How many to-dos are done.
  func doneCount() throws(TodosFailure) -> Int
  func todo(_ id: TodoID) throws(TodosFailure) -> Todo?
  func hidesDone() throws(TodosFailure) -> Bool
  /// Saves the draft as a new to-do, once per `draft.token`: a draft saved
  /// again returns the to-do its first save made.
  func add(_ draft: TodoDraft) async throws(TodosFailure) -> Todo
  /// Marks the to-do done or not (none with `id`: nothing changes).
  func setDone(_ id: TodoID, done: Bool) async throws(TodosFailure)
  func setHidesDone(_ on: Bool) async throws(TodosFailure)
  /// Deletes the to-do (none with `id`: nothing changes).
  func delete(_ id: TodoID) async throws(TodosFailure)
  /// Deletes every done to-do, in one transaction; returns their ids.
  func deleteDone() async throws(TodosFailure) -> [TodoID]
}
