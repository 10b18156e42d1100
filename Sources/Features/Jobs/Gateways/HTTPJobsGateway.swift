import Networking

/// `GET {base}/jobs` → `[{id, name, applied}]`; `POST`/`DELETE {base}/jobs/{id}/apply`.
public struct HTTPJobsGateway: JobsGateway {
  private struct JobDTO: Decodable {
    let id: Int
    let name: String
    let applied: Bool
  }

  private let endpoint: JSONEndpoint
  private let base: String

  /// `base`: the server root that `/jobs` is appended to.
  public init(transport: any HTTPTransport, base: String) {
    endpoint = JSONEndpoint(transport: transport)
    self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
  }

  public func jobs() async throws(GatewayError) -> [Job] {
    try await endpoint.get("\(base)/jobs", as: [JobDTO].self).map {
      Job(id: JobID($0.id), name: $0.name, applied: $0.applied)
    }
  }

  public func apply(to job: JobID) async throws(GatewayError) {
    try await endpoint.send(.post, "\(base)/jobs/\(URLPath.segment(String(job.rawValue)))/apply")
  }

  public func withdraw(from job: JobID) async throws(GatewayError) {
    try await endpoint.send(.delete, "\(base)/jobs/\(URLPath.segment(String(job.rawValue)))/apply")
  }
}
