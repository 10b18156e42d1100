/// `screen`: the root of every view, a titled screen (Protocol/schema/nodes/screen.json).
public struct ScreenNode: Hashable, Sendable {
  public var title: String
  public var children: [ViewNode]

  public init(title: String, children: [ViewNode]) {
    self.title = title
    self.children = children
  }
}

extension ViewNode {
  public static func screen(title: String, children: [ViewNode]) -> ViewNode {
    .screen(ScreenNode(title: title, children: children))
  }
}

extension ScreenNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("title", title)
    object.set("children", nodes: children)
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(title: try node.string("title"), children: try node.children())
  }

  @inlinable
  package func withChildren(_ children: [ViewNode]) -> ScreenNode { ScreenNode(title: title, children: children) }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.screen(self)] }
}
