import ViperKit

/// Runs the to-do effects against the store.
public struct TodosEffectHandler: EffectHandler {
  private let store: any TodoStore

  public init(store: any TodoStore) { self.store = store }

  public func run(_ effect: TodosEffect) async -> TodosResult? {
    switch effect {
    case .loadList:
      do throws(TodosFailure) {
        return .listLoaded(try store.todos(), hideDone: try store.hidesDone())
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
