/// What the job board's interactors ask the outside world to do: values the
/// host runs through `JobsEffectHandler`, off its queue.
public enum JobsEffect: Hashable, Sendable {
  /// Download the board from the server (and reconcile it with the database).
  case downloadJobs
  /// Tell the server, then the database, that the user applied.
  case markJobAsApplied(JobID)
  /// Tell the server that the user applied, then save the job as applied
  /// with the form (`job-apply`) in the database. Reports `applicationSaved`.
  case submitApplication(Application)
  /// Tell the server, then the database, that the user withdrew (the
  /// database forgets the form too).
  case markJobAsWithdrawn(JobID)
  /// Re-read which jobs are applied (another screen may have changed them).
  case loadApplications
}
