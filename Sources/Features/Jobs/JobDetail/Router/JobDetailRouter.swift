import ViperKit

/// The detail navigates nowhere by itself: back is the frontend's.
public struct JobDetailRouter: Router {
  public init() {}
  public func navigation(for route: Never) -> Navigation {}
}
