import ViperKit

/// Edit opens the form on the item (with its id, so a saved session opens it again); deleted: back to the list.
public struct MyScreenDetailRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenDetailInteractor.Route) -> Navigation {
    switch route {
    case .edit(let id): .push(Destination(MyScreenFormModule.key, MyScreenFormInput(id: id)))
    case .deleted: .pop
    }
  }
}
