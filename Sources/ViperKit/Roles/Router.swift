/// Turns an interactor's route into navigation. It never touches a frontend:
/// the host executes what it returns.
public protocol Router {
  associatedtype Route
  func navigation(for route: Route) -> Navigation
}

/// For modules that never navigate (their `Route` is `Never`).
public struct NoRoutes: Router {
  public init() {}
  public func navigation(for route: Never) -> Navigation {}
}
