/// `section`: a titled group (Protocol/schema/nodes/section.json).
public struct SectionNode: Hashable, Sendable {
  public var title: String
  public var children: [ViewNode]

  public init(title: String, children: [ViewNode]) {
    self.title = title
    self.children = children
  }
}

extension ViewNode {
  public static func section(title: String, children: [ViewNode]) -> ViewNode {
    .section(SectionNode(title: title, children: children))
  }
}

extension SectionNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("title", title)
    object.set("children", nodes: children)
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(title: try node.string("title"), children: try node.children())
  }

  @inlinable
  package func withChildren(_ children: [ViewNode]) -> SectionNode { SectionNode(title: title, children: children) }

  /// Its title as text, then its children.
  package var readable: [ViewNode] { [.text(title)] + children }
}
