/// `text`: a paragraph (Protocol/schema/nodes/text.json).
public struct TextNode: Hashable, Sendable {
  public var text: String

  public init(_ text: String) { self.text = text }
}

extension ViewNode {
  public static func text(_ text: String) -> ViewNode { .text(TextNode(text)) }
}

extension TextNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("text", text)
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(try node.string("text"))
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.text(self)] }
}
