import ViperKit

/// One job: its name and the same apply/withdraw toggle as the list. The
/// list shows the change when the user goes back (it re-reads the
/// applications from the database on resume).
public struct JobDetailState: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = Event
  public typealias Result = Event
  public typealias Event = JobsEvent
  public typealias Effect = JobsEffect
  public typealias Route = Never

  public var job: Job
  public var isSaving: Bool
  public var alert: JobsAlert?

  public init(job: Job, isSaving: Bool = false, alert: JobsAlert? = nil) {
    self.job = job
    self.isSaving = isSaving
    self.alert = alert
  }

  public mutating func start() -> Transition<JobsEffect, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<JobsEffect, Never> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: JobsEvent) -> Transition<JobsEffect, Never> {
    switch event {
    case .apply(let id) where id == job.id && !job.applied && !isSaving:
      isSaving = true
      return .effect(.markJobAsApplied(id))
    case .withdraw(let id) where id == job.id && job.applied && !isSaving:
      isSaving = true
      return .effect(.markJobAsWithdrawn(id))
    case .applicationChanged(let id, let applied) where id == job.id:
      isSaving = false
      job.applied = applied
    case .applicationFailed(let id, let error) where id == job.id:
      isSaving = false
      alert = error
    case .alertDismissed:
      alert = nil
    default:
      break
    }
    return .none
  }
}
