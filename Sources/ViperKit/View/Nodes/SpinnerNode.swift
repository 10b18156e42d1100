/// `spinner`: work in progress, with what it is when said (Protocol/schema/nodes/spinner.json).
public struct SpinnerNode: Hashable, Sendable {
  public var label: String?

  public init(label: String?) { self.label = label }
}

extension ViewNode {
  public static func spinner(label: String?) -> ViewNode { .spinner(SpinnerNode(label: label)) }
}

extension SpinnerNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.setIfPresent("label", label)
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(label: try node.optionalString("label"))
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.spinner(self)] }
}
