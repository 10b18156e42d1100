import ViperKit

/// Saved or cancelled, the form goes back to the screen below.
public struct MyPartRouter: Router {
  public init() {}

  public func navigation(for route: MyPartInteractor.Route) -> Navigation {
    switch route {
    case .saved, .cancelled: .pop
    }
  }
}
