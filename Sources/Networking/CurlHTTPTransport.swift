import Foundation

/// The real transport: libcurl's easy interface, one blocking transfer per
/// request on a thread of its own (a transfer must never block Swift's
/// cooperative pool), with a connect timeout and a deadline for the whole
/// exchange. libcurl is C and comes from the system, so the host needs no
/// TLS or event-loop stack of its own to speak HTTP and HTTPS; it is loaded
/// when a transport is made, not at every start.
public final class CurlHTTPTransport: HTTPTransport {
  /// Deadline for connecting, and for the whole exchange.
  public let timeoutSeconds: Double
  /// Responses larger than this are cut off as unreadable.
  public let maxBodyBytes: Int

  private let curl: CurlLibrary

  /// `library`: the libcurl to load (a file name is looked up as the dynamic loader does).
  public init(timeoutSeconds: Double, maxBodyBytes: Int = 8 << 20, library: String = "libcurl.so.4")
    throws(CurlUnavailable)
  {
    curl = try CurlLibrary(path: library)
    self.timeoutSeconds = timeoutSeconds
    self.maxBodyBytes = maxBodyBytes
  }

  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let transfer = CurlTransfer(
      curl: curl, request: request, timeoutMilliseconds: max(1, Int(timeoutSeconds * 1000)), maxBodyBytes: maxBodyBytes)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
        Thread.detachNewThread { continuation.resume(returning: transfer.perform()) }
      }
    } onCancel: {
      transfer.cancel()
    }
    return try result.get()
  }
}
