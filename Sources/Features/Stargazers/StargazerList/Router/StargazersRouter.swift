import ViperKit

/// A row pushes the user screen with that stargazer.
public struct StargazersRouter: Router {
  public init() {}

  public func navigation(for route: StargazersInteractor.Route) -> Navigation {
    switch route {
    case .user(let stargazer): .push(Destination(UserModule.key, UserInput(stargazer: stargazer)))
    }
  }
}
