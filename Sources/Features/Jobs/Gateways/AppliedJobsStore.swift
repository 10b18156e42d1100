/// The jobs the user applied to, and what they sent with an application made
/// through the form, kept across restarts. A database error is thrown as the
/// board's `.storage` failure.
public protocol AppliedJobsStore: Sendable {
  func appliedJobIDs() throws(JobsFailure) -> Set<JobID>
  /// The form sent for `job`, if the user applied through it (not with the
  /// list's quick toggle) and has not withdrawn since.
  func application(for job: JobID) throws(JobsFailure) -> Application?
  /// Returns once the change is durable.
  func markApplied(_ job: JobID) async throws(JobsFailure)
  /// Marks the job applied and keeps the form, in one transaction (a later
  /// one for the same job replaces it). Returns once durable.
  func saveApplication(_ application: Application) async throws(JobsFailure)
  /// Forgets the job's application and its form.
  func markWithdrawn(_ job: JobID) async throws(JobsFailure)
}
