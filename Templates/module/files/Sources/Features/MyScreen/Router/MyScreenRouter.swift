import ViperKit

/// `Done` goes back to the screen below. (A route to another screen would
/// be `.push(Destination(OtherModule.key, OtherInput(…)))`, OtherInput an
/// `EncodableModuleInput`: `Destination` takes no other.)
public struct MyScreenRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenInteractor.Route) -> Navigation {
    switch route {
    case .done: .pop
    }
  }
}
