import CCurl
import Synchronization

/// One request through one libcurl easy handle: set up, performed (blocking)
/// and torn down by `perform`, on the thread that calls it.
final class CurlTransfer: Sendable {
  private let curl: CurlLibrary
  private let request: HTTPRequest
  private let timeoutMilliseconds: Int
  private let maxBodyBytes: Int
  /// Set by task cancellation; libcurl's progress callback polls it.
  private let cancelled = Atomic<Bool>(false)
  /// The transfer's connections (C, with a lock of its own): a cancellation
  /// shuts them down, so the transfer ends at once.
  private nonisolated(unsafe) let sockets: OpaquePointer?

  init(curl: CurlLibrary, request: HTTPRequest, timeoutMilliseconds: Int, maxBodyBytes: Int) {
    self.curl = curl
    self.request = request
    self.timeoutMilliseconds = timeoutMilliseconds
    self.maxBodyBytes = maxBodyBytes
    sockets = viper_curl_sockets_new()
  }

  deinit { viper_curl_sockets_free(sockets) }

  func cancel() {
    cancelled.store(true, ordering: .relaxed)
    if let sockets { viper_curl_sockets_abort(sockets) }
  }

  /// CURLAUTH_BEARER (a macro with a cast, which Swift does not import).
  private static let authBearer = 1 << 6

  /// What the callbacks fill in while the transfer runs.
  private final class Progress {
    var body: [UInt8] = []
    var tooLarge = false
    let transfer: CurlTransfer
    init(transfer: CurlTransfer) { self.transfer = transfer }
  }

  func perform() -> Result<HTTPResponse, TransportError> {
    let api = curl.api
    guard let handle = api.pointee.easy_init() else {
      return .failure(.cannotConnect("libcurl could not start a transfer"))
    }
    defer { api.pointee.easy_cleanup(handle) }
    var headers: UnsafeMutablePointer<curl_slist>? = nil
    defer { api.pointee.slist_free_all(headers) }
    for (name, value) in request.headers { headers = api.pointee.slist_append(headers, "\(name): \(value)") }
    let progress = Progress(transfer: self)
    var message = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

    let code = withExtendedLifetime(progress) {
      message.withUnsafeMutableBufferPointer { message in
        configure(handle, api: api, headers: headers, progress: progress, errorBuffer: message.baseAddress!)
        return api.pointee.easy_perform(handle)
      }
    }
    switch code {
    case CURLE_OK:
      var status = 0
      _ = viper_curl_get_long(api, handle, CURLINFO_RESPONSE_CODE, &status)
      return .success(HTTPResponse(status: status, body: progress.body))
    case CURLE_OPERATION_TIMEDOUT:
      // One code for both deadlines: no connection yet means the server was not reached.
      var connects = 0
      _ = viper_curl_get_long(api, handle, CURLINFO_NUM_CONNECTS, &connects)
      return .failure(connects == 0 ? .cannotConnect("connect timeout") : .timedOut)
    case CURLE_WRITE_ERROR where progress.tooLarge:
      return .failure(.tooLarge(limit: maxBodyBytes))
    case CURLE_ABORTED_BY_CALLBACK:
      return .failure(.cancelled)
    default:
      let detail = String(nulTerminated: message)
      if detail.isEmpty, let text = api.pointee.easy_strerror(code) {
        return .failure(.cannotConnect(String(cString: text)))
      }
      return .failure(.cannotConnect(detail))
    }
  }

  private func configure(
    _ handle: UnsafeMutableRawPointer, api: UnsafePointer<viper_curl_api>, headers: UnsafeMutablePointer<curl_slist>?,
    progress: Progress,
    errorBuffer: UnsafeMutablePointer<CChar>
  ) {
    _ = viper_curl_set_string(api, handle, CURLOPT_URL, request.url)
    if let sockets { _ = viper_curl_track_sockets(api, handle, sockets) }
    _ = viper_curl_set_pointer(api, handle, CURLOPT_ERRORBUFFER, errorBuffer)
    // Signals would reach whichever thread: required for transfers on several threads.
    _ = viper_curl_set_long(api, handle, CURLOPT_NOSIGNAL, 1)
    _ = viper_curl_set_string(api, handle, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = viper_curl_set_string(api, handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    _ = viper_curl_set_long(api, handle, CURLOPT_FOLLOWLOCATION, 1)
    _ = viper_curl_set_long(api, handle, CURLOPT_MAXREDIRS, 3)
    _ = viper_curl_set_long(api, handle, CURLOPT_CONNECTTIMEOUT_MS, timeoutMilliseconds)
    _ = viper_curl_set_long(api, handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds)
    if !request.headers.keys.contains(where: { $0.lowercased() == "user-agent" }) {
      _ = viper_curl_set_string(api, handle, CURLOPT_USERAGENT, "viper-host")
    }
    _ = viper_curl_set_pointer(api, handle, CURLOPT_HTTPHEADER, headers)
    if let token = request.bearerToken {
      // libcurl's own authentication, not a custom header: libcurl sends it
      // to the first URL's host (and, since 7.83, scheme and port) only,
      // never to where a redirect leads (UNRESTRICTED_AUTH stays off).
      _ = viper_curl_set_long(api, handle, CURLOPT_HTTPAUTH, Self.authBearer)
      _ = viper_curl_set_string(api, handle, CURLOPT_XOAUTH2_BEARER, token)
      _ = viper_curl_set_long(api, handle, CURLOPT_UNRESTRICTED_AUTH, 0)
    }
    switch request.method {
    case .get: break
    // An empty body, sent with `Content-Length: 0`, as servers expect of a POST.
    case .post: _ = viper_curl_set_string(api, handle, CURLOPT_COPYPOSTFIELDS, "")
    case .delete: _ = viper_curl_set_string(api, handle, CURLOPT_CUSTOMREQUEST, "DELETE")
    }

    let context = Unmanaged.passUnretained(progress).toOpaque()
    _ = viper_curl_set_pointer(api, handle, CURLOPT_WRITEDATA, context)
    _ = viper_curl_set_write_function(api, handle) { bytes, size, count, context in
      let progress = Unmanaged<Progress>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard progress.body.count + length <= progress.transfer.maxBodyBytes else {
        progress.tooLarge = true
        return 0  // fewer bytes than given: libcurl stops with CURLE_WRITE_ERROR
      }
      if let bytes { progress.body.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: length)) }
      return length
    }
    _ = viper_curl_set_long(api, handle, CURLOPT_NOPROGRESS, 0)
    _ = viper_curl_set_pointer(api, handle, CURLOPT_XFERINFODATA, context)
    _ = viper_curl_set_progress_function(api, handle) { context, _, _, _, _ in
      let progress = Unmanaged<Progress>.fromOpaque(context!).takeUnretainedValue()
      return progress.transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
    }
  }
}
