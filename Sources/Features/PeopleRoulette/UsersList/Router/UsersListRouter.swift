import ViperKit

public struct UsersListRouter: Router {
  public init() {}

  public func navigation(for route: UsersListInteractor.Route) -> Navigation {
    switch route {
    case .details(let user): .push(Destination(UserDetailsModule.key, UserDetailsInput(user: user)))
    }
  }
}
