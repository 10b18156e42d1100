import JSONValue
import Wire

/// Where the host's messages go: the writer in the real loop, an array in tests.
public protocol MessageSink: AnyObject {
  /// Sends one message; returns how many bytes it took on the wire.
  @discardableResult func send(_ message: JSONValue) -> Int
  /// Sends a message already built as a json-c tree (the hot path), taking
  /// the tree; `message` is the same message as a value, made only if needed
  /// (a sink that keeps values, or one that must replace a message too large).
  @discardableResult func send(tree: OpaquePointer?, message: () -> JSONValue) -> Int
}

extension MessageSink {
  public func send(tree: OpaquePointer?, message: () -> JSONValue) -> Int {
    JSONSerializer.withText(of: tree) { _ in }
    return send(message())
  }
}
