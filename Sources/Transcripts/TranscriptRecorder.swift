import Foundation
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a live session as a transcript (Protocol/TRANSCRIPTS.md): every
/// line the frontend sent as `-->`, every line the host wrote as `<--`, so
/// a session played by hand becomes a contract test. What varies between
/// builds is written open, as `replay --update` writes it (`GoldenPatterns`).
public final class TranscriptRecorder: TrafficTap {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var leftOpen: GoldenPatterns

  /// `hostArguments`: the options the replayer must start the host with;
  /// `open`: what the host's lines leave open (its version, catalogs, its data directory).
  public init(path: String, hostArguments: [String], leaving leftOpen: GoldenPatterns = .none) throws {
    self.leftOpen = leftOpen
    // Close-on-exec: a process the host starts (a plugin) must not be able to write into the transcript.
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw RecordingError(description: String(cString: strerror(errno))) }
    handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    append("# Recorded by viper-host --record.\n")
    if !hostArguments.isEmpty { append("!host \(hostArguments.joined(separator: " "))\n") }
  }

  public func received(_ input: LineInput) {
    switch input {
    case .line(let bytes):
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
      if let text = String(validating: bytes, as: UTF8.self), !text.contains(where: \.isNewline) {
        guard let text = SecretRedaction.redacted(text) else {
          append("# a line with a secret that does not parse was not recorded\n")
          return
        }
        append("--> \(text)\n")
        // A date the frontend sent is the story's own (typed), not the day of the recording.
        if let today = leftOpen.today, text.contains(today) { leftOpen.today = nil }
      } else if SecretRedaction.mayHoldSecret(bytes) {
        append("# a line with a secret that does not parse was not recorded\n")
      } else {
        append("-->hex \(TranscriptBytes.hex(bytes))\n")
      }
    case .overlong(let byteCount):
      append("# an overlong line of \(byteCount) bytes was discarded (not replayable as recorded)\n")
    }
  }

  public func sent(_ line: UnsafeBufferPointer<UInt8>) {
    append("<-- ")
    if let text = String(validating: line, as: UTF8.self) {
      append(leftOpen.written(line: text))
    } else {
      buffer.append(contentsOf: line)
    }
    append("\n")
  }

  /// Writes what is buffered, and the exit status when it is not 0.
  public func finish(status: Int32 = 0) throws {
    if status != 0 { append("!status \(status)\n") }
    try handle.write(contentsOf: buffer)
    buffer.removeAll()
    try handle.close()
  }

  private func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 64 * 1024 {
      try? handle.write(contentsOf: buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }
}

/// Raw bytes in transcripts: `-->hex 7b 22 ff …`.
public enum TranscriptBytes {
  public static func hex(_ bytes: some Collection<UInt8>) -> String {
    let digits = Array("0123456789abcdef")
    return bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]]) }.joined(separator: " ")
  }

  public static func parseHex(_ text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    let compact = text.filter { !$0.isWhitespace }
    guard compact.count % 2 == 0 else { return nil }
    var index = compact.startIndex
    while index < compact.endIndex {
      let next = compact.index(index, offsetBy: 2)
      guard let byte = UInt8(compact[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    return bytes
  }
}

/// Why a transcript could not be written: the system's own words.
public struct RecordingError: Error, CustomStringConvertible, Sendable {
  public let description: String
}
