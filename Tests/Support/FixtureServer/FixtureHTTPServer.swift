import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP/1.1 server on 127.0.0.1 for gateway tests: it serves canned
/// responses by method and path, can be told to stall, and records what it got.
public final class FixtureHTTPServer: Sendable {
  public struct Response: Sendable {
    public var status: Int
    public var body: [UInt8]
    /// Seconds to wait before answering (to test timeouts).
    public var delay: Double
    /// Extra response headers (e.g. `Location` for a redirect).
    public var headers: [String: String]

    public init(status: Int = 200, body: String, delay: Double = 0, headers: [String: String] = [:]) {
      self.status = status
      self.body = Array(body.utf8)
      self.delay = delay
      self.headers = headers
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 302) -> Response {
      Response(status: status, body: "", headers: ["Location": location])
    }
  }

  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel
  private let box: StateBox

  /// The server's root, e.g. `http://127.0.0.1:54321`.
  public let baseURL: String

  public init(routes: [String: Response] = [:]) throws {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let box = StateBox(routes: routes)
    self.box = box
    self.group = group
    channel = try ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 64)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        channel.pipeline.configureHTTPServerPipeline().flatMap {
          channel.pipeline.addHandler(Handler(box: box))
        }
      }
      .bind(host: "127.0.0.1", port: 0).wait()
    baseURL = "http://127.0.0.1:\(channel.localAddress!.port!)"
  }

  deinit {
    try? channel.close().wait()
    try? group.syncShutdownGracefully()
  }

  /// Sets (or replaces) the response for `"GET /path"`.
  public func route(_ key: String, _ response: Response) {
    box.state.withLock { $0.routes[key] = response }
  }

  /// Every request so far, as `"GET /path?query"`.
  public var requests: [String] { box.state.withLock { $0.requests } }
  /// The headers of each request, names lowercased, in the order of `requests`.
  public var requestHeaders: [[String: String]] { box.state.withLock { $0.headers } }

  /// A port on 127.0.0.1 where nothing listens (bound, then closed).
  public static func closedPortURL() throws -> String {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    let channel = try ServerBootstrap(group: group).bind(host: "127.0.0.1", port: 0).wait()
    let port = channel.localAddress!.port!
    try channel.close().wait()
    return "http://127.0.0.1:\(port)"
  }

  /// The routes and the request log, shared by the server and its handlers.
  final class StateBox: Sendable {
    let state: Mutex<(routes: [String: Response], requests: [String], headers: [[String: String]])>
    init(routes: [String: Response]) { state = Mutex((routes, [], [])) }
  }

  final class Handler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart
    let box: StateBox
    var head: HTTPRequestHead?
    init(box: StateBox) { self.box = box }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case .head(let head): self.head = head
      case .body: break
      case .end:
        guard let head else { return }
        let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
        let response = box.state.withLock { state -> Response in
          state.requests.append("\(head.method.rawValue) \(head.uri)")
          state.headers.append(
            Dictionary(head.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }))
          return state.routes["\(head.method.rawValue) \(head.uri)"] ?? state.routes["\(head.method.rawValue) \(path)"]
            ?? Response(status: 404, body: #"{"message":"Not Found"}"#)
        }
        let loop = context.eventLoop
        let contextBox = NIOLoopBound(context, eventLoop: loop)
        loop.scheduleTask(in: .milliseconds(Int64(response.delay * 1000))) {
          let context = contextBox.value
          var headers = HTTPHeaders()
          headers.add(name: "Content-Type", value: "application/json")
          headers.add(name: "Content-Length", value: String(response.body.count))
          for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: value)
          }
          let status = HTTPResponseStatus(statusCode: response.status)
          context.write(
            self.wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
            promise: nil)
          var buffer = context.channel.allocator.buffer(capacity: response.body.count)
          buffer.writeBytes(response.body)
          context.write(self.wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
          context.writeAndFlush(self.wrapOutboundOut(.end(nil)), promise: nil)
        }
      }
    }
  }
}
