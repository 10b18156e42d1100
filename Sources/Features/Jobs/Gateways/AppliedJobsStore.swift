/// The jobs the user applied to, kept across restarts.
public protocol AppliedJobsStore: Sendable {
  func appliedJobIDs() throws -> Set<JobID>
  /// Returns once the change is durable.
  func markApplied(_ job: JobID) async throws
  func markWithdrawn(_ job: JobID) async throws
}
