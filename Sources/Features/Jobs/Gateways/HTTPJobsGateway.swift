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

  public func jobs() async throws(JobsFailure) -> [Job] {
    do {
      return try await endpoint.get("\(base)/jobs", as: [JobDTO].self).map {
        Job(id: JobID($0.id), name: $0.name, applied: $0.applied)
      }
    } catch {
      throw JobsFailure(error)
    }
  }

  public func apply(to job: JobID) async throws(JobsFailure) {
    try await send(.post, job)
  }

  public func withdraw(from job: JobID) async throws(JobsFailure) {
    try await send(.delete, job)
  }

  private func send(_ method: HTTPRequest.Method, _ job: JobID) async throws(JobsFailure) {
    do {
      try await endpoint.send(method, "\(base)/jobs/\(URLPath.segment(String(job.rawValue)))/apply")
    } catch {
      throw JobsFailure(error)
    }
  }
}
