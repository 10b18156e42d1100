/// The job board's effects: values the interactors return and the host runs
/// through `JobsEffectHandler`.
public enum JobsEffect: Hashable, Sendable {
  case downloadJobs
  case markJobAsApplied(JobID)
  case markJobAsWithdrawn(JobID)
  /// Re-read which jobs are applied (another screen may have changed them).
  case loadApplications
}

/// Everything that happens to the job board's screens: what the user does
/// and what effects report back. One vocabulary for the list and the detail,
/// so one effect handler serves both.
public enum JobsEvent: Hashable, Sendable {
  // The user
  case refreshed
  case apply(JobID)
  case withdraw(JobID)
  case selected(JobID)
  case alertDismissed
  // Effects
  case jobsDownloaded([Job])
  case errorArose(JobsAlert)
  case applicationChanged(JobID, applied: Bool)
  case applicationFailed(JobID, JobsAlert)
  case applicationsLoaded(Set<JobID>)
}
