import ViperKit

/// Each row: the job's name, its status and its toggle (`Apply` /
/// `Remove application`, none while saving); a spinner while loading; the
/// last failure as an alert.
public struct JobListPresenter: Presenter {
  public init() {}

  public func present(_ state: JobListInteractor) -> JobListViewModel {
    JobListViewModel(
      title: "Jobs",
      rows: state.jobs.map { job in
        let saving = state.pending.contains(job.id)
        return JobListViewModel.Row(
          id: job.id, title: job.name,
          status: saving ? "Saving…" : (job.applied ? "Applied" : nil),
          toggle: saving ? nil : JobToggle(for: job))
      },
      loadingLabel: state.isLoading ? "Loading jobs…" : nil,
      refreshTitle: "Refresh",
      refreshEnabled: !state.isLoading,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
