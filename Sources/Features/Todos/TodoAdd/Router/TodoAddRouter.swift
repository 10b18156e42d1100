import ViperKit

/// A saved to-do goes back to the list (which reads the to-dos again when it
/// is on top).
public struct TodoAddRouter: Router {
  public init() {}

  public func navigation(for route: TodoAddInteractor.Route) -> Navigation {
    switch route {
    case .backToList: .pop
    }
  }
}
