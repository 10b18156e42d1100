/// `button`: sends its action when pressed (Protocol/schema/nodes/button.json).
public struct ButtonNode: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  public var enabled: Bool
  /// The work it started is running (shown busy, not pressable).
  public var busy: Bool

  public init(action: ActionName, title: String, enabled: Bool = true, busy: Bool = false) {
    self.action = action
    self.title = title
    self.enabled = enabled
    self.busy = busy
  }
}

extension ViewNode {
  public static func button(action: ActionName, title: String, enabled: Bool = true, busy: Bool = false) -> ViewNode {
    .button(ButtonNode(action: action, title: title, enabled: enabled, busy: busy))
  }
}

extension ButtonNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("action", action.rawValue)
    object.set("title", title)
    object.set("enabled", enabled)
    if busy { object.set("busy", true) }
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(
      action: ActionName(try node.string("action")), title: try node.string("title"),
      enabled: try node.optionalBool("enabled") ?? true, busy: try node.optionalBool("busy") ?? false)
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.button(self)] }
}
