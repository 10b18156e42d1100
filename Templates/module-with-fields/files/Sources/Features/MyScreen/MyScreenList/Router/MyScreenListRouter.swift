import ViperKit

/// Add opens the empty form, a row's Edit the form on the item, a row its
/// detail: each with an `EncodableModuleInput`, so a saved session or a link
/// opens the same screen again.
public struct MyScreenListRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenListInteractor.Route) -> Navigation {
    switch route {
    case .add: .push(Destination(MyScreenFormModule.key, MyScreenFormInput(id: nil)))
    case .edit(let id): .push(Destination(MyScreenFormModule.key, MyScreenFormInput(id: id)))
    case .detail(let id): .push(Destination(MyScreenDetailModule.key, MyScreenDetailInput(id: id)))
    }
  }
}
