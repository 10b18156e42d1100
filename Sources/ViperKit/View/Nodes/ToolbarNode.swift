/// `toolbar`: the actions a screen offers as a whole, shown in its header;
/// a direct child of the screen (Protocol/schema/nodes/toolbar.json).
public struct ToolbarNode: Hashable, Sendable {
  /// At least one; each `.destructive` or with no role.
  public var actions: [NodeAction]

  public init(_ actions: [NodeAction]) { self.actions = actions }
}

extension ViewNode {
  public static func toolbar(_ actions: [NodeAction]) -> ViewNode { .toolbar(ToolbarNode(actions)) }
}

extension ToolbarNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.setObjects("actions", actions) { action, member in action.writeMembers(to: &member, withEnabled: true) }
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    let actions = try NodeAction.read("actions", of: node, roles: [.destructive], withEnabled: true)
    guard !actions.isEmpty else {
      throw ViewDecodingError(path: "\(node.path).actions", reason: "a toolbar has an action")
    }
    self.init(actions)
  }

  /// A button per action.
  package var readable: [ViewNode] {
    actions.map { .button(action: $0.action, title: $0.title, enabled: $0.enabled) }
  }
}
