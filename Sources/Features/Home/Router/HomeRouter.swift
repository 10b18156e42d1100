import ViperKit

/// Home knows its destinations by name only: they are whatever is registered.
public struct HomeRouter: Router {
  public init() {}

  public func navigation(for route: HomeInteractor.Route) -> Navigation {
    switch route {
    case .open(let module): .push(Destination(untyped: module))
    }
  }
}
