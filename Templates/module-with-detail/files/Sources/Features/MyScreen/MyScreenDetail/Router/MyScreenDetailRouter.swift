import ViperKit

/// `Back` goes back to the list.
public struct MyScreenDetailRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenDetailInteractor.Route) -> Navigation {
    switch route {
    case .back: .pop
    }
  }
}
