import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 for gateway tests: it serves canned
/// responses by method and path, can be told to stall, and records what it got.
///
/// Plain POSIX sockets and one thread per connection: a test server answers a
/// handful of requests, and SwiftNIO (its former base) was the largest part of
/// every build of the package for 130 lines of tests.
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

  private let listener: Int32
  private let box: StateBox

  /// The server's root, e.g. `http://127.0.0.1:54321`.
  public let baseURL: String

  public init(routes: [String: Response] = [:]) throws {
    let (socket, port) = try Self.listen()
    listener = socket
    box = StateBox(routes: routes)
    baseURL = "http://127.0.0.1:\(port)"
    let box = self.box
    Thread.detachNewThread { Self.accept(on: socket, box: box) }
  }

  deinit {
    // shutdown wakes the thread blocked in accept(2); close alone would not.
    _ = shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
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
    let (socket, port) = try listen()
    close(socket)
    return "http://127.0.0.1:\(port)"
  }

  /// The routes and the request log, shared by the server and its connection threads.
  final class StateBox: Sendable {
    let state: Mutex<(routes: [String: Response], requests: [String], headers: [[String: String]])>
    init(routes: [String: Response]) { state = Mutex((routes, [], [])) }

    /// Logs a request and picks its response: by method and whole target first, then without the query.
    func respond(to request: FixtureRequest) -> Response {
      state.withLock { state in
        state.requests.append("\(request.method) \(request.target)")
        state.headers.append(request.headers)
        let path = request.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.target
        return state.routes["\(request.method) \(request.target)"] ?? state.routes["\(request.method) \(path)"]
          ?? Response(status: 404, body: #"{"message":"Not Found"}"#)
      }
    }
  }

  struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call): \(String(cString: strerror(code)))" }
  }

  /// A listening socket on 127.0.0.1 and the port the kernel gave it.
  private static func listen() throws -> (Int32, Int) {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw SocketError(call: "socket", code: errno) }
    var one: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(socket, generic, length) == 0 && Glibc.listen(socket, 64) == 0
          && getsockname(socket, generic, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(socket)
      throw SocketError(call: "bind/listen", code: code)
    }
    return (socket, Int(UInt16(bigEndian: address.sin_port)))
  }

  private static func accept(on listener: Int32, box: StateBox) {
    while true {
      let connection = Glibc.accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return  // shut down by deinit
      }
      Thread.detachNewThread { serve(connection, box: box) }
    }
  }

  /// One request, one answer, then the connection closes (`Connection: close`).
  private static func serve(_ connection: Int32, box: StateBox) {
    defer { close(connection) }
    guard let request = FixtureRequest.read(from: connection) else { return }
    let response = box.respond(to: request)
    if response.delay > 0 {
      // Waits for the delay, or until the client gives up and closes (then nothing is sent).
      var poll = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      if Glibc.poll(&poll, 1, Int32(response.delay * 1000)) > 0 { return }
    }
    var head = "HTTP/1.1 \(response.status) \(response.status < 400 ? "OK" : "Error")\r\n"
    head += "Content-Type: application/json\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    writeAll(connection, Array((head + "\r\n").utf8) + response.body)
  }

  private static func writeAll(_ connection: Int32, _ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { return }
      sent += count
    }
  }
}
