/// Sees every line that crosses the wire, in order: the recorder uses it to
/// write a transcript of a real session.
public protocol TrafficTap: AnyObject {
  func received(_ input: LineInput)
  func sent(_ line: UnsafeBufferPointer<UInt8>)
}
