/// `alert`: a modal message; each action dismisses it through the module
/// (Protocol/schema/nodes/alert.json).
public struct AlertNode: Hashable, Sendable {
  public var title: String
  public var message: String
  /// Each with a role or none: `.cancel` is its initial focus and its Escape.
  public var actions: [NodeAction]

  public init(title: String, message: String, actions: [NodeAction]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}

extension ViewNode {
  public static func alert(title: String, message: String, actions: [NodeAction]) -> ViewNode {
    .alert(AlertNode(title: title, message: message, actions: actions))
  }
}

extension AlertNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("title", title)
    object.set("message", message)
    object.setObjects("actions", actions) { action, member in action.writeMembers(to: &member, withEnabled: false) }
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(
      title: try node.string("title"), message: try node.string("message"),
      actions: try NodeAction.read("actions", of: node, roles: ActionRole.allCases, withEnabled: false))
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.alert(self)] }
}
