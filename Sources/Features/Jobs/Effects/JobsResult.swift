/// What the job board's effects report back, named for the outcome. Only
/// `JobsEffectHandler` makes these; the list and the detail share them, as
/// they share the handler.
public enum JobsResult: Hashable, Sendable {
  /// `downloadJobs` succeeded: the board, reconciled with the database.
  case jobsLoaded([Job])
  case downloadFailed(JobsFailure)
  /// `markJobAsApplied` (`applied: true`) or `markJobAsWithdrawn` is saved
  /// on the server and in the database; so is `submitApplication` (`applied:
  /// true`), whose failure is `applicationFailed` too.
  case applicationSaved(JobID, applied: Bool)
  case applicationFailed(JobID, JobsFailure)
  /// `loadApplications`: the jobs the database says are applied.
  case applicationsLoaded(Set<JobID>)
  case applicationsLoadFailed(JobsFailure)
}
