import ViperKit

public struct JobListViewModel: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var key: String
    public var title: String
    public var status: String?
    /// The toggle: `apply` / `withdraw`, or nil while the change is saving.
    public var toggle: (action: String, title: String)?

    public static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.key == rhs.key && lhs.title == rhs.title && lhs.status == rhs.status
        && lhs.toggle?.action == rhs.toggle?.action && lhs.toggle?.title == rhs.toggle?.title
    }
  }

  public var title: String
  public var rows: [Row]
  public var loadingLabel: String?
  public var refreshEnabled: Bool
  public var alert: JobsAlert?
}

/// Each row: the job's name and a toggle `Apply` / `Remove application`.
public struct JobListPresenter: Presenter {
  public static let applyTitle = "Apply"
  public static let withdrawTitle = "Remove application"

  public init() {}

  public func present(_ state: JobListState) -> JobListViewModel {
    JobListViewModel(
      title: "Jobs",
      rows: state.jobs.map { job in
        let saving = state.pending.contains(job.id)
        return JobListViewModel.Row(
          key: String(job.id.rawValue), title: job.name,
          status: saving ? "Saving…" : (job.applied ? "Applied" : nil),
          toggle: saving
            ? nil : (job.applied ? ("withdraw", Self.withdrawTitle) : ("apply", Self.applyTitle)))
      },
      loadingLabel: state.isLoading ? "Loading jobs…" : nil,
      refreshEnabled: !state.isLoading,
      alert: state.alert)
  }
}
