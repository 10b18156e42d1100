import Foundation

/// Builds URLs from data without letting the data change their shape.
public enum URLPath {
  /// `text` as one path segment: every byte but the unreserved ones
  /// (`A-Z a-z 0-9 - . _ ~`) percent-encoded, so `/`, `?`, `#`, `%`, spaces
  /// and non-ASCII stay inside the segment; a segment of dots only (`.`,
  /// `..`) is encoded whole, so it cannot climb the path either.
  public static func segment(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let dotsOnly = !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    var encoded = ""
    for byte in bytes {
      let unreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        || (byte == UInt8(ascii: ".") && !dotsOnly)
      if unreserved {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }
}

/// Scheme, host and port of a URL: where a credential may go.
public struct URLOrigin: Hashable, Sendable, CustomStringConvertible {
  public let scheme: String
  public let host: String
  public let port: Int

  /// Nil unless `url` is an absolute http or https URL with a host.
  public init?(_ url: String) {
    guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = components.host?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host
    port = components.port ?? (scheme == "https" ? 443 : 80)
  }

  public var description: String { "\(scheme)://\(host):\(port)" }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
