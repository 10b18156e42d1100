import JSONValue

/// Where the host's messages go: the writer in the real loop, an array in tests.
public protocol MessageSink: AnyObject {
  func send(_ message: JSONValue)
}
