import ViperKit

/// Title: the job's name; a status line; the same toggle as the list's rows,
/// disabled while saving; the last failure as an alert.
public struct JobDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: JobDetailInteractor) -> JobDetailViewModel {
    JobDetailViewModel(
      title: state.job.name,
      status: state.isSaving
        ? "Saving…" : (state.job.applied ? "You applied to this job." : "You have not applied yet."),
      toggle: JobToggle(for: state.job),
      toggleEnabled: !state.isSaving,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
