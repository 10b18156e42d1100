#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The token in a file of its own in the data directory (`github-token`),
/// readable by its owner only. A save writes a new file created with mode
/// 0600 (`O_CREAT | O_EXCL`, so it never exists with wider permissions, and
/// never follows a link someone left there), flushes it and renames it over
/// the old one: a reader sees the old token or the new one, never half. A
/// new file a crash left before its rename (it holds a token too) is removed
/// by the next save or forget.
public struct FileTokenStore: TokenStore {
  public static let fileName = "github-token"
  private let directory: String

  public init(directory: String) { self.directory = directory }

  public var path: String { directory + "/" + Self.fileName }

  public func token() throws(SettingsFailure) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw Self.failure("could not read the token file")
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw Self.failure("could not read the token file") }
      if count == 0 { break }
      bytes += buffer[0..<count]
      guard bytes.count <= 1_000_000 else { throw .storage("the token file is too long") }
    }
    // A file written by hand may end with a line break.
    while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  public func save(_ token: SecretText) async throws(SettingsFailure) {
    removeLeftovers()
    let temporary = path + ".new-\(getpid())-\(UInt32.random(in: .min ... .max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { throw Self.failure("could not create the token file") }
    let bytes = Array(token.text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let failure = Self.failure("could not write the token file")
        close(fd)
        unlink(temporary)
        throw failure
      }
      written += count
    }
    let synced = fsync(fd) == 0
    close(fd)
    guard synced, rename(temporary, path) == 0 else {
      let failure = Self.failure("could not save the token file")
      unlink(temporary)
      throw failure
    }
    syncDirectory()
  }

  public func forget() async throws(SettingsFailure) {
    removeLeftovers()
    guard unlink(path) == 0 || errno == ENOENT else { throw Self.failure("could not delete the token file") }
    syncDirectory()
  }

  /// The new files of saves that never reached their rename (`github-token.new-…`).
  private func removeLeftovers() {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    let prefix = Self.fileName + ".new-"
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasPrefix(prefix) { unlink(directory + "/" + name) }
    }
  }

  /// Makes the rename or the deletion durable.
  private func syncDirectory() {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// The failure with the system's reason (never the token: it is not in a path).
  private static func failure(_ what: String) -> SettingsFailure {
    .storage("\(what): \(String(cString: strerror(errno)))")
  }
}
