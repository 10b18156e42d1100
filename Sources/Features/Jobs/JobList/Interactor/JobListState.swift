import ViperKit

/// The job list as a pure state machine: arrange a state, send an event,
/// look at the new state and the effect it asks for. No I/O, no doubles.
public struct JobListState: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = Event
  public typealias Result = Event
  public typealias Event = JobsEvent
  public typealias Effect = JobsEffect

  public enum Route: Hashable, Sendable {
    case detail(Job)
  }

  public var jobs: [Job]
  public var isLoading: Bool
  /// Applications sent and not yet confirmed: their toggles wait.
  public var pending: Set<JobID>
  public var alert: JobsAlert?

  public init(jobs: [Job] = [], isLoading: Bool = false, pending: Set<JobID> = [], alert: JobsAlert? = nil) {
    self.jobs = jobs
    self.isLoading = isLoading
    self.pending = pending
    self.alert = alert
  }

  /// Opening downloads the jobs.
  public mutating func start() -> Transition<JobsEffect, Route> {
    isLoading = true
    return .effect(.downloadJobs)
  }

  /// Back from another screen (the detail may have changed an application).
  public mutating func resume() -> Transition<JobsEffect, Route> {
    .effect(.loadApplications)
  }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<JobsEffect, Route> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: JobsEvent) -> Transition<JobsEffect, Route> {
    switch event {
    case .refreshed:
      guard !isLoading else { return .none }  // a refresh while loading is ignored
      isLoading = true
      return .effect(.downloadJobs)
    case .jobsDownloaded(let downloaded):
      isLoading = false
      jobs = downloaded
      pending.formIntersection(downloaded.map(\.id))
      return .none
    case .errorArose(let error):
      isLoading = false  // the old list stays
      alert = error
      return .none
    case .apply(let id):
      guard let job = job(id), !job.applied, !pending.contains(id) else { return .none }
      pending.insert(id)
      return .effect(.markJobAsApplied(id))
    case .withdraw(let id):
      guard let job = job(id), job.applied, !pending.contains(id) else { return .none }
      pending.insert(id)
      return .effect(.markJobAsWithdrawn(id))
    case .applicationChanged(let id, let applied):
      pending.remove(id)
      setApplied(id, applied)
      return .none
    case .applicationFailed(let id, let error):
      pending.remove(id)
      alert = error
      return .none
    case .applicationsLoaded(let applied):
      for index in jobs.indices where !pending.contains(jobs[index].id) {
        jobs[index].applied = applied.contains(jobs[index].id)
      }
      return .none
    case .alertDismissed:
      alert = nil
      return .none
    case .selected(let id):
      guard let job = job(id) else { return .none }
      return .route(.detail(job))
    }
  }

  public func job(_ id: JobID) -> Job? { jobs.first { $0.id == id } }

  // Codable by hand only to write `pending` sorted, so snapshots are stable.
  enum CodingKeys: String, CodingKey {
    case jobs, isLoading, pending, alert
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(jobs, forKey: .jobs)
    try container.encode(isLoading, forKey: .isLoading)
    try container.encode(pending.sorted(), forKey: .pending)
    try container.encodeIfPresent(alert, forKey: .alert)
  }

  private mutating func setApplied(_ id: JobID, _ applied: Bool) {
    if let index = jobs.firstIndex(where: { $0.id == id }) { jobs[index].applied = applied }
  }
}
