import ViperKit

/// A saved application goes back to the job's detail (which re-reads the
/// applications when it is on top again).
public struct JobApplyRouter: Router {
  public init() {}

  public func navigation(for route: JobApplyInteractor.Route) -> Navigation {
    switch route {
    case .backToJob: .pop
    }
  }
}
