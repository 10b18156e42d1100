import ViperKit

public struct JobDetailViewModel: Equatable, Sendable {
  public var jobID: JobID
  public var title: String
  public var status: String
  public var toggleAction: String
  public var toggleTitle: String
  public var toggleEnabled: Bool
  public var alert: JobsAlert?
}

/// Title: the job's name; the same toggle as the list's rows.
public struct JobDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: JobDetailState) -> JobDetailViewModel {
    JobDetailViewModel(
      jobID: state.job.id,
      title: state.job.name,
      status: state.isSaving
        ? "Saving…" : (state.job.applied ? "You applied to this job." : "You have not applied yet."),
      toggleAction: state.job.applied ? "withdraw" : "apply",
      toggleTitle: state.job.applied ? JobListPresenter.withdrawTitle : JobListPresenter.applyTitle,
      toggleEnabled: !state.isSaving,
      alert: state.alert)
  }
}
