import ViperKit

/// One job: its name, "Apply…" (which opens the application form,
/// `job-apply`) or, once applied, the withdraw toggle the list has too. Back
/// from the form it re-reads the applications from the database, and so
/// shows a saved application; the list does the same when the user goes back.
public struct JobDetailInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = JobDetailIntent
  public typealias Result = JobsResult
  public typealias Effect = JobsEffect

  public enum Route: Hashable, Sendable {
    /// The application form for this job.
    case apply(Job)
  }

  public var job: Job
  public var isSaving: Bool
  /// What went wrong last, shown until the user dismisses it.
  public var failure: JobsFailure?

  public init(job: Job, isSaving: Bool = false, failure: JobsFailure? = nil) {
    self.job = job
    self.isSaving = isSaving
    self.failure = failure
  }

  public mutating func start() -> Transition<JobsEffect, Route> { .none }

  /// On top again (the form closed, saved or not): the database says
  /// whether the job is applied now.
  public mutating func resume() -> Transition<JobsEffect, Route> {
    isSaving ? .none : .effect(.loadApplications)
  }

  /// Rebuilt from a snapshot while a save was under way: it may or may not
  /// have happened, so the toggle stops waiting and the database is re-read.
  public mutating func restored() -> Transition<JobsEffect, Route> {
    guard isSaving else { return .none }
    isSaving = false
    return .effect(.loadApplications)
  }

  public mutating func handle(_ event: ModuleEvent<JobDetailIntent, JobsResult>) -> Transition<JobsEffect, Route> {
    switch event {
    case .intent(.applyTapped):
      guard !job.applied, !isSaving else { return .none }
      return .route(.apply(job))
    case .intent(.withdrawTapped):
      guard job.applied, !isSaving else { return .none }
      isSaving = true
      return .effect(.markJobAsWithdrawn(job.id))
    case .intent(.alertDismissed):
      failure = nil
    case .result(.applicationSaved(let id, let applied)) where id == job.id:
      isSaving = false
      job.applied = applied
    case .result(.applicationFailed(let id, let failure)) where id == job.id:
      isSaving = false
      self.failure = failure
    case .result(.applicationSaved), .result(.applicationFailed):
      break  // about another job: not this screen's
    case .result(.applicationsLoaded(let applied)) where !isSaving:
      job.applied = applied.contains(job.id)  // the re-read after a restore or the form
    case .result(.applicationsLoadFailed(let failure)) where !isSaving:
      self.failure = failure
    case .result(.applicationsLoaded), .result(.applicationsLoadFailed):
      break  // a save started since: its own result says how it went
    case .result(.jobsLoaded), .result(.downloadFailed):
      break  // the list's effects: the detail never asks for them
    }
    return .none
  }
}
