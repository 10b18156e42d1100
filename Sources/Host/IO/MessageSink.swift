import JSONValue
import Wire

/// What became of a message handed to a sink.
public enum Delivery: Equatable, Sendable {
  /// On the wire: `bytes` long, the newline included.
  case written(bytes: Int)
  /// Not sent: its line would be `bytes` long, over `maxMessageBytes`. The
  /// sender says what goes instead (a placeholder view, an error answer).
  case tooLarge(bytes: Int)
  /// Not sent: the output is closed.
  case dropped
}

/// Where the host's messages go: the writer in the real loop, an array in
/// tests. A sink only writes; what replaces a message too large to send is
/// its sender's business.
public protocol MessageSink: AnyObject {
  /// Sends one message.
  @discardableResult func send(_ message: JSONValue) -> Delivery
  /// Sends the message `write` writes as JSON text (the hot path: no tree
  /// is built only to be serialized).
  @discardableResult func send(writing write: (inout JSONWriter) -> Void) -> Delivery
}

extension MessageSink {
  /// For sinks that keep values (tests): the text, parsed back. Text that
  /// does not parse is a defect of the host's writer, never sent.
  public func send(writing write: (inout JSONWriter) -> Void) -> Delivery {
    var writer = JSONWriter()
    write(&writer)
    let message: JSONValue
    do {
      message = try JSONParser(maxDepth: 1 << 16).parse(writer.bytes)
    } catch {
      preconditionFailure("the host wrote invalid JSON (\(error)): \(String(decoding: writer.bytes, as: UTF8.self))")
    }
    return send(message)
  }
}
