import ViperKit

/// `Back` goes back to the screen below.
public struct MyPartRouter: Router {
  public init() {}

  public func navigation(for route: MyPartInteractor.Route) -> Navigation {
    switch route {
    case .back: .pop
    }
  }
}
