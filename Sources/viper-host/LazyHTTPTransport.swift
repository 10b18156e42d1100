import Networking
import ViperKit

/// libcurl, loaded on the first request (a host that never talks HTTP never
/// opens it); a machine without it answers every request `cannotConnect`.
final class LazyHTTPTransport: HTTPTransport {
  private let timeoutSeconds: Double
  private let loaded = Locked<Result<CurlHTTPTransport, CurlUnavailable>?>(nil)

  init(timeoutSeconds: Double) { self.timeoutSeconds = timeoutSeconds }

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let transport = loaded.withLock { loaded in
      if let loaded { return loaded }
      let made = Result { () throws(CurlUnavailable) in try CurlHTTPTransport(timeoutSeconds: timeoutSeconds) }
      loaded = made
      return made
    }
    switch transport {
    case .success(let curl): return try await curl.send(request)
    case .failure(let unavailable): throw .cannotConnect("\(unavailable)")
    }
  }
}
