import CCurl

/// libcurl's functions, looked up in the shared library when the first
/// transport is made (the host only loads libcurl when it talks HTTP).
/// Unchecked: the function table is written once, by the loader, and only read after.
final class CurlLibrary: @unchecked Sendable {
  let api: UnsafeMutablePointer<viper_curl_api>

  init(path: String) throws(CurlUnavailable) {
    api = .allocate(capacity: 1)
    var message = [CChar](repeating: 0, count: 512)
    // Thrown after every property is set, so deinit frees `api`.
    guard viper_curl_load(path, api, &message, message.count) == 0 else {
      throw CurlUnavailable(library: path, reason: String(nulTerminated: message))
    }
    // Not thread-safe in every libcurl: done here, before any transfer starts.
    // Reference counted, so a second transport does no harm.
    _ = api.pointee.global_init(Int(CURL_GLOBAL_DEFAULT))
  }

  deinit { api.deallocate() }
}

/// libcurl could not be loaded: the host cannot talk HTTP.
public struct CurlUnavailable: Error, CustomStringConvertible, Equatable {
  public var library: String
  public var reason: String
  public var description: String {
    "HTTP needs libcurl (\(library); on Debian: apt-get install libcurl4): \(reason)"
  }
}

extension String {
  /// The text a C function wrote into `buffer`, up to its NUL.
  init(nulTerminated buffer: [CChar]) {
    self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
