/// GitHub's rules for the names that go into request paths.
public enum GitHubName {
  /// A login or an owner: 1–39 of `A-Z a-z 0-9` and single inner hyphens.
  public static func isAccount(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard (1...39).contains(bytes.count), bytes.first != hyphen, bytes.last != hyphen else { return false }
    for (index, byte) in bytes.enumerated() {
      if byte == hyphen {
        if bytes[index - 1] == hyphen { return false }
      } else if !isAlphanumeric(byte) {
        return false
      }
    }
    return true
  }

  /// A repository name: 1–100 of `A-Z a-z 0-9 . _ -`, and not `.` or `..`.
  public static func isRepository(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard (1...100).contains(bytes.count), text != ".", text != ".." else { return false }
    return bytes.allSatisfy { isAlphanumeric($0) || $0 == hyphen || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
  }

  private static let hyphen = UInt8(ascii: "-")

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }
}
