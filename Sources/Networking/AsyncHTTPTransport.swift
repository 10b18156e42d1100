import AsyncHTTPClient
import NIOCore
import NIOPosix

/// The real transport: AsyncHTTPClient on its own event loop thread, with a
/// connect timeout and a deadline for the whole exchange. Call `shutdown`
/// before it goes away (AsyncHTTPClient requires it).
public final class AsyncHTTPTransport: HTTPTransport {
  private let client: HTTPClient
  private let group: MultiThreadedEventLoopGroup
  private let timeout: TimeAmount
  /// Responses larger than this are cut off as unreadable.
  public let maxBodyBytes: Int

  public init(timeoutSeconds: Double, maxBodyBytes: Int = 8 << 20) {
    group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    timeout = .milliseconds(Int64(timeoutSeconds * 1000))
    var configuration = HTTPClient.Configuration()
    configuration.timeout = .init(connect: timeout, read: timeout)
    configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
    // A person is waiting: say "Network Offline" at once and let them retry,
    // rather than retrying the connection in the background until the deadline.
    configuration.connectionPool.retryConnectionEstablishment = false
    client = HTTPClient(eventLoopGroup: group, configuration: configuration)
    self.maxBodyBytes = maxBodyBytes
  }

  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    var outgoing = HTTPClientRequest(url: request.url)
    outgoing.method = .init(rawValue: request.method.rawValue)
    for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
    if !outgoing.headers.contains(name: "User-Agent") { outgoing.headers.add(name: "User-Agent", value: "viper-host") }
    do {
      let response = try await client.execute(outgoing, timeout: timeout)
      let body = try await response.body.collect(upTo: maxBodyBytes)
      return HTTPResponse(status: Int(response.status.code), body: Array(buffer: body))
    } catch let error as HTTPClientError
      where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
    {
      throw error == .connectTimeout ? .cannotConnect("connect timeout") : .timedOut
    } catch {
      throw .cannotConnect(String(describing: error))
    }
  }

  public func shutdown() async {
    try? await client.shutdown()
    try? await group.shutdownGracefully()
  }

  /// For a thread outside the event loop (the host's main thread at exit).
  public func syncShutdown() {
    try? client.syncShutdown()
    try? group.syncShutdownGracefully()
  }
}
