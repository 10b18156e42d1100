/// `stack`: children in a column or a row (Protocol/schema/nodes/stack.json).
public struct StackNode: Hashable, Sendable {
  public var axis: StackAxis
  public var children: [ViewNode]

  public init(axis: StackAxis, children: [ViewNode]) {
    self.axis = axis
    self.children = children
  }
}

/// How a `stack` lays out its children.
public enum StackAxis: String, Hashable, Sendable {
  case vertical, horizontal
}

extension ViewNode {
  public static func stack(axis: StackAxis, children: [ViewNode]) -> ViewNode {
    .stack(StackNode(axis: axis, children: children))
  }
}

extension StackNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("axis", axis.rawValue)
    object.set("children", nodes: children)
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    guard let axis = StackAxis(rawValue: try node.string("axis")) else {
      throw ViewDecodingError(path: "\(node.path).axis", reason: "expected \"vertical\" or \"horizontal\"")
    }
    self.init(axis: axis, children: try node.children())
  }

  @inlinable
  package func withChildren(_ children: [ViewNode]) -> StackNode { StackNode(axis: axis, children: children) }

  /// Its children, one under another.
  package var readable: [ViewNode] { children }
}
