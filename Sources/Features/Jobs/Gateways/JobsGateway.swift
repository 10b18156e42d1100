/// The job board's server. It throws the board's own failure, so nothing
/// past it knows how the server is reached.
public protocol JobsGateway: Sendable {
  func jobs() async throws(JobsFailure) -> [Job]
  func apply(to job: JobID) async throws(JobsFailure)
  func withdraw(from job: JobID) async throws(JobsFailure)
}
