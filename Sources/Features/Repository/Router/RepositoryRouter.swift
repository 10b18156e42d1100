import Stargazers
import ViperKit

/// Opening a repository pushes its stargazers, handing it the repository as
/// Stargazers' own typed input.
public struct RepositoryRouter: Router {
  public init() {}

  public func navigation(for route: RepositoryInteractor.Route) -> Navigation {
    switch route {
    case .stargazers(let repository):
      .push(Destination(StargazersModule.key, StargazersInput(repository: repository)))
    }
  }
}
