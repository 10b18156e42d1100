import ViperKit

/// Add pushes the form; a row pushes its detail, handing it the to-do's id.
public struct TodoListRouter: Router {
  public init() {}

  public func navigation(for route: TodoListInteractor.Route) -> Navigation {
    switch route {
    case .add: .push(Destination(TodoAddModule.key))
    case .detail(let id): .push(Destination(TodoDetailModule.key, TodoDetailInput(id: id)))
    }
  }
}
