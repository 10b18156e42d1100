import ViperKit

/// A deleted to-do goes back to the list (which reads the to-dos again).
public struct TodoDetailRouter: Router {
  public init() {}

  public func navigation(for route: TodoDetailInteractor.Route) -> Navigation {
    switch route {
    case .backToList: .pop
    }
  }
}
