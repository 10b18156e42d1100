import JSONValue

/// Where the host's messages go: the writer in the real loop, an array in tests.
public protocol MessageSink: AnyObject {
  /// Sends one message; returns how many bytes it took on the wire.
  @discardableResult func send(_ message: JSONValue) -> Int
}
