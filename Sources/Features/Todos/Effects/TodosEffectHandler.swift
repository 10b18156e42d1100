import ViperKit

/// Runs the to-do effects against the store.
public struct TodosEffectHandler: EffectHandler {
  private let store: any TodoStore

  public init(store: any TodoStore) { self.store = store }

  public func run(_ effect: TodosEffect) async -> TodosResult? {
    switch effect {
    case .loadList(let query, let hideDone):
      do throws(TodosFailure) {
        let hide: Bool
        if let hideDone { hide = hideDone } else { hide = try store.hidesDone() }
        let page = try store.page(query, hideDone: hide)
        let doneCount: Int? = query.countTotal ? try store.doneCount() : nil
        return .listLoaded(page, hideDone: hide, doneCount: doneCount)
      } catch {
        return .readFailed(error)
      }
    case .loadTodo(let id):
      do throws(TodosFailure) {
        return .todoLoaded(id, try store.todo(id))
      } catch {
        return .readFailed(error)
      }
    case .setDone(let id, let done):
      do throws(TodosFailure) {
        try await store.setDone(id, done: done)
        return .doneSaved(id, done: done)
      } catch {
        return .doneFailed(id, error)
      }
    case .setHideDone(let on):
      do throws(TodosFailure) {
        try await store.setHidesDone(on)
        return .hideDoneSaved(on)
      } catch {
        return .hideDoneFailed(error)
      }
    case .add(let draft):
      do throws(TodosFailure) {
        return .added(try await store.add(draft))
      } catch {
        return .addFailed(error)
      }
    case .delete(let id):
      do throws(TodosFailure) {
        try await store.delete(id)
        return .deleted([id])
      } catch {
        return .deleteFailed(error)
      }
    case .deleteDone:
      do throws(TodosFailure) {
        return .deleted(try await store.deleteDone())
      } catch {
        return .deleteFailed(error)
      }
    }
  }

  /// What the user saved or confirmed is written even if the screen closes
  /// meanwhile; reads stop with the screen.
  public func lifetime(of effect: TodosEffect) -> EffectLifetime {
    switch effect {
    case .setDone, .setHideDone, .add, .delete, .deleteDone: .outlivesView
    case .loadList, .loadTodo: .cancelledWithView
    }
  }
}
