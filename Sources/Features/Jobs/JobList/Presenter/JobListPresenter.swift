import ViperKit

/// Each row: the job's name, its status and its toggle (`Apply` /
/// `Remove application`, none while saving); a spinner while loading; the
/// last failure as an alert. The search keeps the jobs whose title contains
/// its text, ignoring case and the spaces around it.
public struct JobListPresenter: Presenter {
  public init() {}

  public func present(_ state: JobListInteractor) -> JobListViewModel {
    let shown = state.shown
    let (range, window) = state.window.place(in: shown.map { String($0.id.rawValue) })
    return JobListViewModel(
      title: "Jobs", search: state.query, searchLabel: "Search jobs", searchPlaceholder: "Title",
      rows: shown[range].map { job in
        let saving = state.pending.contains(job.id)
        return JobListViewModel.Row(
          id: job.id, title: job.name,
          status: saving ? "Saving…" : (job.applied ? "Applied" : nil),
          toggle: saving ? nil : JobToggle(for: job))
      },
      window: window,
      noMatch: shown.isEmpty && !state.jobs.isEmpty ? "No job title contains “\(state.query.trimmingSpaces)”" : nil,
      loadingLabel: state.isLoading ? "Loading jobs…" : nil,
      refreshTitle: "Refresh",
      refreshEnabled: !state.isLoading,
      alert: state.failure?.alert,
      dismissTitle: "OK")
  }
}
