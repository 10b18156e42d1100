import ViperKit

/// A row opens its detail with the item's id; `Add` opens the add form. The input is an
/// `EncodableModuleInput` (`Destination` takes no other), so a saved session
/// or a link opens the same detail again.
public struct MyPartRouter: Router {
  public init() {}

  public func navigation(for route: MyPartInteractor.Route) -> Navigation {
    switch route {
    case .detail(let id): .push(Destination(MyScreenDetailModule.key, MyScreenDetailInput(id: id)))
    case .add: .push(Destination(MyScreenAddModule.key))
    }
  }
}
