import ViperKit

/// Saved or cancelled: back to the screen below (the list or the detail, which read again).
public struct MyScreenFormRouter: Router {
  public init() {}

  public func navigation(for route: MyScreenFormInteractor.Route) -> Navigation {
    switch route {
    case .saved, .cancelled: .pop
    }
  }
}
