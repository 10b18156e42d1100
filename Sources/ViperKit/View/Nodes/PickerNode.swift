/// `picker`: choosing an option sends `action` with its key as the value
/// (Protocol/schema/nodes/picker.json).
public struct PickerNode: Hashable, Sendable {
  public var action: ActionName
  public var label: String
  public var options: [ChoiceOption]
  public var selected: String?

  public init(action: ActionName, label: String, options: [ChoiceOption], selected: String?) {
    self.action = action
    self.label = label
    self.options = options
    self.selected = selected
  }
}

extension ViewNode {
  public static func picker(
    action: ActionName, label: String, options: [ChoiceOption], selected: String?
  ) -> ViewNode {
    .picker(PickerNode(action: action, label: label, options: options, selected: selected))
  }
}

extension PickerNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("action", action.rawValue)
    object.set("label", label)
    object.setObjects("options", options) { option, member in option.writeMembers(to: &member) }
    if let selected { object.set("selected", selected) } else { object.setNull("selected") }
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(
      action: ActionName(try node.string("action")), label: try node.string("label"),
      options: try ChoiceOption.read("options", of: node), selected: try node.optionalString("selected"))
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.picker(self)] }
}
