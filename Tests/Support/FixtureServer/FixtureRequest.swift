#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 request as the fixture server reads it: the request line, the
/// headers (names lowercased) and a body of `Content-Length` bytes, read and dropped.
struct FixtureRequest {
  let method: String
  let target: String
  let headers: [String: String]

  /// Reads a request from `connection`; nil when the client closes first or sends no request line.
  static func read(from connection: Int32) -> FixtureRequest? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if let end = headEnd(bytes) {
        guard let request = parse(bytes[..<end]) else { return nil }
        let length = Int(request.headers["content-length"] ?? "0") ?? 0
        var body = bytes.count - (end + 4)
        while body < length {
          let count = recv(connection, &buffer, buffer.count, 0)
          if count <= 0 { return nil }
          body += count
        }
        return request
      }
      let count = recv(connection, &buffer, buffer.count, 0)
      if count <= 0 { return nil }
      bytes += buffer[..<count]
    }
  }

  private static func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index
    }
    return nil
  }

  private static func parse(_ head: ArraySlice<UInt8>) -> FixtureRequest? {
    let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
    let words = lines.first?.split(separator: " ") ?? []
    guard words.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      headers[line[..<colon].lowercased()] = String(value)
    }
    return FixtureRequest(method: String(words[0]), target: String(words[1]), headers: headers)
  }
}
