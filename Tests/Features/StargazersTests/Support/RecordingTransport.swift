import Networking
import Synchronization

/// Answers every request with an empty page and keeps the requests it got.
final class RecordingTransport: HTTPTransport {
  private let sent = Mutex<[HTTPRequest]>([])

  var requests: [HTTPRequest] { sent.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    sent.withLock { $0.append(request) }
    return HTTPResponse(status: 200, body: Array("[]".utf8))
  }
}
