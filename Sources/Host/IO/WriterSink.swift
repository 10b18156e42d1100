import JSONValue
import Logging
import Wire

/// Writes messages as lines into the writer's buffer and shows them to the tap.
///
/// No line longer than `maxMessageBytes` is written: such a message is
/// reported `tooLarge` and its sender sends what goes instead.
///
/// A full buffer is written out at once, mid-message-batch, right after the
/// line that filled it (flushed later, a large view's memory was given back
/// and faulted in again for the next one, 2.5 times slower for 10,000 rows).
/// `willFlushWhenFull` runs first: the loop saves the session there, so
/// nothing reaches the frontend before the session that shows it is saved.
final class WriterSink: MessageSink {
  private let writer: LineWriter
  private let maxMessageBytes: Int
  private let tap: TrafficTap?
  private let logger: Logger
  private(set) var isClosed = false
  var willFlushWhenFull: (() -> Void)?
  /// Each message is written here first (its memory kept from one to the
  /// next), then copied once into the writer's buffer if it is not too large.
  private var scratch = JSONWriter(capacity: 4096)

  init(writer: LineWriter, maxMessageBytes: Int, tap: TrafficTap?, logger: Logger) {
    self.writer = writer
    self.maxMessageBytes = maxMessageBytes
    self.tap = tap
    self.logger = logger
  }

  @discardableResult func send(_ message: JSONValue) -> Delivery {
    send { $0.value(message) }
  }

  @discardableResult func send(writing write: (inout JSONWriter) -> Void) -> Delivery {
    guard !isClosed else { return .dropped }
    scratch.reset()
    write(&scratch)
    let size = scratch.count
    guard size <= maxMessageBytes else {
      logger.warning("a message over the size limit was not sent", metadata: ["bytes": "\(size)"])
      return .tooLarge(bytes: size)
    }
    scratch.bytes.withUnsafeBufferPointer { self.write($0) }
    return isClosed ? .dropped : .written(bytes: size + 1)
  }

  private func write(_ text: UnsafeBufferPointer<UInt8>) {
    tap?.sent(text)
    writer.writeLine(text)
    guard writer.isFull else { return }
    willFlushWhenFull?()
    do {
      try writer.flush()
    } catch {
      closed(by: error)
    }
  }

  func closed(by error: WireIOError) {
    if !isClosed {
      logger.info("output closed; ending the session", metadata: ["error": "\(error)"])
    }
    isClosed = true
  }
}
