import JSONValue
import Logging
import Wire

/// Serializes messages into the writer's buffer and shows them to the tap.
///
/// No line longer than `maxMessageBytes` is written: such a message is
/// reported `tooLarge` and its sender sends what goes instead.
final class WriterSink: MessageSink {
  private let writer: LineWriter
  private let maxMessageBytes: Int
  private let tap: TrafficTap?
  private let logger: Logger
  private(set) var isClosed = false

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
  }

  func closed(by error: WireIOError) {
    if !isClosed {
      logger.info("output closed; ending the session", metadata: ["error": "\(error)"])
    }
    isClosed = true
  }
}
