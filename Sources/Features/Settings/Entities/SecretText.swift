/// A token's text on its way to the store: it prints, dumps and reflects as
/// `********`, so no log line, debug dump or test report can show it.
public struct SecretText: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  public let text: String

  public init(_ text: String) { self.text = text }

  public var description: String { "********" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
