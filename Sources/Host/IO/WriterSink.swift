import JSONValue
import Logging
import Wire

/// Serializes messages into the writer's buffer and shows them to the tap.
///
/// No line longer than `maxMessageBytes` is written: such a message is
/// reported `tooLarge` and its sender sends what goes instead.
///
/// A full buffer is written out at once, mid-message-batch, right after the
/// line that filled it (while its json-c tree is still allocated: flushed
/// later, after the tree was freed, malloc gave the memory back and faulted
/// it in again for the next large view, 2.5 times slower for 10,000 rows).
/// `willFlushWhenFull` runs first: the loop saves the session there, so
/// nothing reaches the frontend before the session that shows it is saved.
final class WriterSink: MessageSink {
  private let writer: LineWriter
  private let maxMessageBytes: Int
  private let tap: TrafficTap?
  private let logger: Logger
  private(set) var isClosed = false
  var willFlushWhenFull: (() -> Void)?

  init(writer: LineWriter, maxMessageBytes: Int, tap: TrafficTap?, logger: Logger) {
    self.writer = writer
    self.maxMessageBytes = maxMessageBytes
    self.tap = tap
    self.logger = logger
  }

  @discardableResult func send(_ message: JSONValue) -> Delivery {
    send(tree: JSONCTree.value(message))
  }

  /// Serializes straight from json-c's buffer into the writer's: one copy.
  @discardableResult func send(tree: OpaquePointer?) -> Delivery {
    guard !isClosed else {
      JSONSerializer.withText(of: tree) { _ in }
      return .dropped
    }
    let oversize: Int? = JSONSerializer.withText(of: tree) { text in
      guard text.count <= maxMessageBytes else { return text.count }
      write(text)
      return nil
    }
    if let size = oversize {
      logger.warning("a message over the size limit was not sent", metadata: ["bytes": "\(size)"])
      return .tooLarge(bytes: size)
    }
    return isClosed ? .dropped : .written(bytes: sizeOfLast)
  }

  /// The size of the last line written, newline included.
  private var sizeOfLast = 0

  private func write(_ text: UnsafeBufferPointer<UInt8>) {
    tap?.sent(text)
    sizeOfLast = text.count + 1
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
