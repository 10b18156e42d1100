#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffers outgoing lines and writes them with as few `write(2)` calls as
/// possible: the owner flushes when its input is drained.
///
/// Write errors are reported, not ignored (unlike `print`): a closed pipe
/// shows up as `WireIOError.isClosedPipe`. Ignore SIGPIPE in the process.
public final class LineWriter {
  private let fd: Int32
  private var buffer: [UInt8] = []
  /// Flush on our own once this much is pending, to bound memory.
  public let highWater: Int
  /// Called before the buffer is written out because it is full (not
  /// before an owner's `flush`): the host saves its session there, so no
  /// output reaches the frontend before the session it shows is saved.
  public var willFlushWhenFull: (() -> Void)?

  public init(fd: Int32, highWater: Int = 256 * 1024) {
    self.fd = fd
    self.highWater = highWater
    buffer.reserveCapacity(64 * 1024)
  }

  public var pendingBytes: Int { buffer.count }

  /// Queues one line; `line` must not contain `\n`.
  public func writeLine(_ line: some Collection<UInt8>) throws(WireIOError) {
    buffer.append(contentsOf: line)
    buffer.append(0x0A)
    if buffer.count >= highWater { try flushFull() }
  }

  /// Queues one line from a buffer (the serializer's); `line` must not contain `\n`.
  public func writeLine(_ line: UnsafeBufferPointer<UInt8>) throws(WireIOError) {
    buffer.append(contentsOf: line)
    buffer.append(0x0A)
    if buffer.count >= highWater { try flushFull() }
  }

  /// Queues one JSON value as a line.
  public func writeLine(building body: (inout [UInt8]) -> Void) throws(WireIOError) {
    body(&buffer)
    buffer.append(0x0A)
    if buffer.count >= highWater { try flushFull() }
  }

  private func flushFull() throws(WireIOError) {
    willFlushWhenFull?()
    try flush()
  }

  public func flush() throws(WireIOError) {
    var written = 0
    defer { buffer.removeFirst(written) }
    while written < buffer.count {
      let count = buffer.withUnsafeBytes { bytes in
        write(fd, bytes.baseAddress! + written, bytes.count - written)
      }
      if count >= 0 {
        written += count
        continue
      }
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN {
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&poller, 1, -1)
        continue
      }
      written = buffer.count  // a dead pipe takes nothing more
      throw WireIOError(operation: "write", code: code)
    }
  }
}
