#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffers outgoing lines and writes them with as few `write(2)` calls as
/// possible: only when its owner flushes (when its input is drained, or
/// once `isFull`), so the owner decides what happens before bytes go out;
/// the writer calls nobody.
///
/// Write errors are reported, not ignored (unlike `print`): a closed pipe
/// shows up as `WireIOError.isClosedPipe`. Ignore SIGPIPE in the process.
public final class LineWriter {
  private let fd: Int32
  private var buffer: [UInt8] = []
  /// Once this much is pending the owner should flush, to bound memory.
  public let highWater: Int

  public init(fd: Int32, highWater: Int = 256 * 1024) {
    self.fd = fd
    self.highWater = highWater
    buffer.reserveCapacity(64 * 1024)
  }

  public var pendingBytes: Int { buffer.count }
  public var isFull: Bool { buffer.count >= highWater }

  /// Queues one line; `line` must not contain `\n`.
  public func writeLine(_ line: some Collection<UInt8>) {
    buffer.append(contentsOf: line)
    buffer.append(0x0A)
  }

  /// Queues one line from a buffer (the serializer's); `line` must not contain `\n`.
  public func writeLine(_ line: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: line)
    buffer.append(0x0A)
  }

  /// Queues one JSON value as a line.
  public func writeLine(building body: (inout [UInt8]) -> Void) {
    body(&buffer)
    buffer.append(0x0A)
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
