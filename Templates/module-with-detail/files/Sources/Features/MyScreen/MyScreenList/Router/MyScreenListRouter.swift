import ViperKit

/// A row opens its detail with the item's id. The input is an
/// `EncodableModuleInput` (`Destination` takes no other), so a saved session
/// or a link opens the same detail again.
public struct MyScreenListRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenListInteractor.Route) -> Navigation {
    switch route {
    case .detail(let id): .push(Destination(MyScreenDetailModule.key, MyScreenDetailInput(id: id)))
    }
  }
}
