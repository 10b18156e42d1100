import ViperKit

/// The job list as a pure state machine: arrange a state, send an intent or
/// a result, look at the new state and the effects and route it asks for.
/// No I/O, no doubles.
public struct JobListInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = JobListIntent
  public typealias Result = JobsResult
  public typealias Effect = JobsEffect

  public enum Route: Hashable, Sendable {
    case detail(Job)
  }

  public var jobs: [Job]
  public var isLoading: Bool
  /// Applications sent and not yet saved: their toggles wait.
  public var pending: Set<JobID>
  /// What went wrong last, shown until the user dismisses it.
  public var failure: JobsFailure?
  /// What the search field holds: the list shows the jobs whose title contains it.
  public var query: String = ""
  /// The rows the frontend gets: a window on the jobs the search keeps (held whole: they came from a download).
  public internal(set) var window = HeldWindow()

  /// The jobs the search keeps: those whose title contains its text, ignoring case and the spaces around it.
  public var shown: [Job] {
    let needle = query.trimmingSpaces.lowercased()
    return needle.isEmpty ? jobs : jobs.filter { $0.name.lowercased().contains(needle) }
  }

  public init(jobs: [Job] = [], isLoading: Bool = false, pending: Set<JobID> = [], failure: JobsFailure? = nil) {
    self.jobs = jobs
    self.isLoading = isLoading
    self.pending = pending
    self.failure = failure
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

  /// Rebuilt from a snapshot (effects are never in one): a download that
  /// was in flight starts again; applications that were being saved may or
  /// may not be, so their toggles stop waiting and the database is re-read.
  public mutating func restored() -> Transition<JobsEffect, Route> {
    var effects: [JobsEffect] = []
    if isLoading { effects.append(.downloadJobs) }
    if !pending.isEmpty {
      pending = []
      effects.append(.loadApplications)
    }
    return Transition(effects: effects)
  }

  public mutating func handle(_ event: ModuleEvent<JobListIntent, JobsResult>) -> Transition<JobsEffect, Route> {
    switch event {
    case .intent(.refreshTapped):
      guard !isLoading else { return .none }  // a refresh while loading is ignored
      isLoading = true
      return .effect(.downloadJobs)
    case .intent(.rowSelected(let id)):
      guard let job = job(id) else { return .none }
      return .route(.detail(job))
    case .intent(.applyTapped(let id)):
      guard let job = job(id), !job.applied, !pending.contains(id) else { return .none }
      pending.insert(id)
      return .effect(.markJobAsApplied(id))
    case .intent(.withdrawTapped(let id)):
      guard let job = job(id), job.applied, !pending.contains(id) else { return .none }
      pending.insert(id)
      return .effect(.markJobAsWithdrawn(id))
    case .intent(.alertDismissed):
      failure = nil
    case .intent(.searchEdited(let text)):
      if text != query { window = HeldWindow() }  // another list: it starts at its top
      query = text
    case .intent(.rowsRequested(let request)):
      window.take(request, keys: shown.map { String($0.id.rawValue) })
    case .result(.jobsLoaded(let downloaded)):
      isLoading = false
      jobs = downloaded
      pending.formIntersection(downloaded.map(\.id))
    case .result(.downloadFailed(let failure)):
      isLoading = false  // the old list stays
      self.failure = failure
    case .result(.applicationSaved(let id, let applied)):
      pending.remove(id)
      if let index = jobs.firstIndex(where: { $0.id == id }) { jobs[index].applied = applied }
    case .result(.applicationFailed(let id, let failure)):
      pending.remove(id)
      self.failure = failure
    case .result(.applicationsLoaded(let applied)):
      for index in jobs.indices where !pending.contains(jobs[index].id) {
        jobs[index].applied = applied.contains(jobs[index].id)
      }
    case .result(.applicationsLoadFailed(let failure)):
      self.failure = failure
    }
    return .none
  }

  public func job(_ id: JobID) -> Job? { jobs.first { $0.id == id } }

  // Codable by hand to write `pending` sorted, so snapshots are stable, and
  // to read a session saved before the search field (no `query`).
  enum CodingKeys: String, CodingKey {
    case jobs, isLoading, pending, failure, query, window
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    jobs = try container.decode([Job].self, forKey: .jobs)
    isLoading = try container.decode(Bool.self, forKey: .isLoading)
    pending = Set(try container.decode([JobID].self, forKey: .pending))
    failure = try container.decodeIfPresent(JobsFailure.self, forKey: .failure)
    query = try container.decodeIfPresent(String.self, forKey: .query) ?? ""
    window = try container.decodeIfPresent(HeldWindow.self, forKey: .window) ?? HeldWindow()
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(jobs, forKey: .jobs)
    try container.encode(isLoading, forKey: .isLoading)
    try container.encode(pending.sorted(), forKey: .pending)
    try container.encodeIfPresent(failure, forKey: .failure)
    try container.encode(query, forKey: .query)
    try container.encode(window, forKey: .window)
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
