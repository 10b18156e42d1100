#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call on the protocol's file descriptors.
public struct WireIOError: Error, Sendable, CustomStringConvertible {
  public var operation: String
  public var code: Int32

  public init(operation: String, code: Int32) {
    self.operation = operation
    self.code = code
  }

  /// The peer closed its end of the pipe (EPIPE).
  public var isClosedPipe: Bool { code == EPIPE }

  public var description: String {
    "\(operation) failed: \(String(cString: strerror(code)))"
  }
}
