import ViperKit

/// The picked people go to the users list as typed input.
public struct RouletteRouter: Router {
  public init() {}

  public func navigation(for route: RouletteInteractor.Route) -> Navigation {
    switch route {
    case .showPicked(let users): .push(Destination(UsersListModule.key, UsersListInput(users: users)))
    }
  }
}
