import ViperKit

/// A row pushes the job's detail, handing it the job as typed input.
public struct JobListRouter: Router {
  public init() {}

  public func navigation(for route: JobListInteractor.Route) -> Navigation {
    switch route {
    case .detail(let job): .push(Destination(JobDetailModule.key, JobDetailInput(job: job)))
    }
  }
}
