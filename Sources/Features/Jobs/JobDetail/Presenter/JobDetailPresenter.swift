import ViperKit

/// Title: the job's name; a status line; "Apply…" (it opens a form, hence
/// the ellipsis) or the list's "Remove application", disabled while saving;
/// the last failure as an alert.
public struct JobDetailPresenter: Presenter {
  public init() {}

  public func present(_ state: JobDetailInteractor) -> JobDetailViewModel {
    JobDetailViewModel(
      title: state.job.name,
      status: state.isSaving
        ? "Saving…" : (state.job.applied ? "You applied to this job." : "You have not applied yet."),
      toggle: state.job.applied ? JobToggle(for: state.job) : JobToggle(act: .apply, title: "Apply…"),
      toggleEnabled: !state.isSaving,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
