import Foundation
import Networking
import ViperKit

/// The job board the host ships, so it runs offline: six jobs served
/// through the same HTTP gateway as a real server (`HTTPJobsGateway`), kept
/// in memory like a server that forgets on restart (the database does not).
public enum EmbeddedJobs {
  public static let jobs = [
    Job(id: JobID(1), name: "iOS Engineer", applied: false),
    Job(id: JobID(2), name: "Android Engineer", applied: false),
    Job(id: JobID(3), name: "Backend Engineer (Swift)", applied: false),
    Job(id: JobID(4), name: "Product Designer", applied: false),
    Job(id: JobID(5), name: "QA Engineer", applied: false),
    Job(id: JobID(6), name: "Engineering Manager", applied: false),
  ]

  /// A new board (a function, not a constant like the other features'
  /// fixtures, because applying changes it): `GET /jobs`, and
  /// `POST`/`DELETE /jobs/{id}/apply` (404 for a job it does not have) at
  /// `FixtureHTTPTransport.base`.
  public static func transport(jobs: [Job] = EmbeddedJobs.jobs) -> any HTTPTransport { Board(jobs) }
}

/// The server's side of `HTTPJobsGateway`, in memory.
private final class Board: HTTPTransport {
  private struct JobDTO: Encodable {
    let id: Int
    let name: String
    let applied: Bool
  }

  private let jobs: Locked<[Job]>

  init(_ jobs: [Job]) { self.jobs = Locked(jobs) }

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let path = request.url.dropFirst(FixtureHTTPTransport.base.count).split(separator: "/")
    guard request.url.hasPrefix(FixtureHTTPTransport.base), path.first == "jobs" else { return Self.notFound }
    switch (request.method, path.count) {
    case (.get, 1):
      let body = jobs.withLock { $0.map { JobDTO(id: $0.id.rawValue, name: $0.name, applied: $0.applied) } }
      // Encoding numbers, strings and booleans cannot fail.
      return HTTPResponse(status: 200, body: Array((try? JSONEncoder().encode(body)) ?? Data()))
    case (.post, 3) where path[2] == "apply", (.delete, 3) where path[2] == "apply":
      guard let id = Int(path[1]), set(JobID(id), applied: request.method == .post) else { return Self.notFound }
      return HTTPResponse(status: 204, body: [])
    default:
      return Self.notFound
    }
  }

  private static let notFound = HTTPResponse(status: 404, body: Array(#"{"message":"Not Found"}"#.utf8))

  private func set(_ id: JobID, applied: Bool) -> Bool {
    jobs.withLock { jobs in
      guard let index = jobs.firstIndex(where: { $0.id == id }) else { return false }
      jobs[index].applied = applied
      return true
    }
  }
}
