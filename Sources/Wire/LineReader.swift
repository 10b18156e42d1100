#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One unit of input from an NDJSON stream.
public enum LineInput {
  /// A line without its `\n` (and without a `\r` before it). The bytes are
  /// borrowed from the reader's buffer: valid only inside the closure.
  case line(UnsafeBufferPointer<UInt8>)
  /// A line longer than the limit; its bytes were discarded up to the next
  /// newline (or the end of input).
  case overlong(byteCount: Int)
}

/// Splits a file descriptor's bytes into lines without copying them: each
/// line is handed out as a view into one growing buffer.
///
/// Lines longer than `maxLineBytes` are not buffered: the reader switches to
/// discarding until the next newline and then reports `.overlong`, so memory
/// stays bounded whatever comes down the pipe.
public final class LineReader {
  public let maxLineBytes: Int
  public let fd: Int32
  private let chunkSize: Int
  private var buffer: UnsafeMutableBufferPointer<UInt8>
  private var start = 0
  private var end = 0
  /// Where to continue looking for `\n` in `start..<end`.
  private var scanned = 0
  /// Bytes dropped so far of the overlong line being discarded, if any.
  private var discarding: Int?
  public private(set) var reachedEndOfFile = false

  public init(fd: Int32, maxLineBytes: Int, chunkSize: Int = 64 * 1024) {
    precondition(maxLineBytes > 0)
    self.fd = fd
    self.maxLineBytes = maxLineBytes
    self.chunkSize = chunkSize
    buffer = .allocate(capacity: max(chunkSize * 2, 4096))
  }

  deinit { buffer.deallocate() }

  /// Reads once from the descriptor (blocking if nothing is there).
  /// Returns false at end of input.
  @discardableResult
  public func fill() throws(WireIOError) -> Bool {
    if reachedEndOfFile { return false }
    makeRoom()
    while true {
      let count = read(fd, buffer.baseAddress! + end, buffer.count - end)
      if count > 0 {
        end += count
        return true
      }
      if count == 0 {
        reachedEndOfFile = true
        return false
      }
      let code = errno
      if code == EINTR { continue }
      throw WireIOError(operation: "read", code: code)
    }
  }

  /// Calls `body` with the next complete line, if one is buffered; at end of
  /// input, a last line without `\n` counts as complete.
  public func withNextLine<Result>(_ body: (LineInput) throws -> Result) rethrows -> Result? {
    while true {
      let newline = findNewline()
      if var dropped = discarding {
        if let newline {
          dropped += newline - start
          start = newline + 1
          scanned = start
          discarding = nil
          return try body(.overlong(byteCount: dropped))
        }
        // Still inside the overlong line: forget what is buffered.
        dropped += end - start
        start = end
        scanned = end
        discarding = dropped
        if reachedEndOfFile {
          discarding = nil
          return try body(.overlong(byteCount: dropped))
        }
        return nil
      }
      if let newline {
        let lineStart = start
        var lineEnd = newline
        start = newline + 1
        scanned = start
        if lineEnd > lineStart && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        if lineEnd - lineStart > maxLineBytes {
          return try body(.overlong(byteCount: lineEnd - lineStart))
        }
        return try body(.line(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])))
      }
      let pending = end - start
      if pending > maxLineBytes {
        discarding = 0
        continue
      }
      if reachedEndOfFile && pending > 0 {
        let lineStart = start
        var lineEnd = end
        start = end
        scanned = end
        if buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        return try body(.line(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])))
      }
      return nil
    }
  }

  /// True when a complete line is buffered, so the caller can tell whether
  /// the input is drained (time to flush output) before it blocks in `fill`.
  public var hasBufferedLine: Bool {
    if reachedEndOfFile { return end > start || discarding != nil }
    return findNewline() != nil || end - start > maxLineBytes
  }

  private func findNewline() -> Int? {
    guard scanned < end else { return nil }
    let base = buffer.baseAddress!
    if let hit = memchr(base + scanned, 0x0A, end - scanned) {
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    scanned = end
    return nil
  }

  /// Moves pending bytes to the front and grows the buffer so that at least
  /// one chunk fits; never beyond the line limit plus one chunk.
  private func makeRoom() {
    if start == end {
      start = 0
      end = 0
      scanned = 0
    }
    if buffer.count - end >= chunkSize { return }
    let pending = end - start
    if start > 0 {
      let base = buffer.baseAddress!
      memmove(base, base + start, pending)
      scanned -= start
      start = 0
      end = pending
    }
    if buffer.count - end < chunkSize {
      let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(buffer.count * 2, end + chunkSize))
      grown.baseAddress!.initialize(from: buffer.baseAddress!, count: end)
      buffer.deallocate()
      buffer = grown
    }
  }
}
