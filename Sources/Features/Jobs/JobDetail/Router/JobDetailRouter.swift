import ViperKit

/// "Apply…" pushes the application form, handing it the job as typed input.
public struct JobDetailRouter: Router {
  public init() {}

  public func navigation(for route: JobDetailInteractor.Route) -> Navigation {
    switch route {
    case .apply(let job): .push(Destination(JobApplyModule.key, JobApplyInput(job: job.id, name: job.name)))
    }
  }
}
