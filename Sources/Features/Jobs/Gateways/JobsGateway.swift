import Networking

/// The job board's server.
public protocol JobsGateway: Sendable {
  func jobs() async throws(GatewayError) -> [Job]
  func apply(to job: JobID) async throws(GatewayError)
  func withdraw(from job: JobID) async throws(GatewayError)
}
