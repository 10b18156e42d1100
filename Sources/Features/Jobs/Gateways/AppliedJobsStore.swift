/// The jobs the user applied to, kept across restarts. A database error is
/// thrown as the board's `.storage` failure.
public protocol AppliedJobsStore: Sendable {
  func appliedJobIDs() throws(JobsFailure) -> Set<JobID>
  /// Returns once the change is durable.
  func markApplied(_ job: JobID) async throws(JobsFailure)
  func markWithdrawn(_ job: JobID) async throws(JobsFailure)
}
