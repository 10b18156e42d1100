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
  /// Sends a message already built as a json-c tree (the hot path), taking
  /// the tree.
  @discardableResult func send(tree: OpaquePointer?) -> Delivery
}

extension MessageSink {
  /// For sinks that keep values (tests): the tree's text, parsed back.
  public func send(tree: OpaquePointer?) -> Delivery {
    let bytes = JSONSerializer.withText(of: tree) { Array($0) }
    guard let message = try? JSONParser(maxDepth: 1 << 16).parse(bytes) else { return .dropped }
    return send(message)
  }
}
