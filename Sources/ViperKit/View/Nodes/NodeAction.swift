/// An action a user can choose among others — a toolbar's, an alert's, a
/// row's (PROTOCOL.md §6, "Controls"): one type, written as each container's
/// schema says (a toolbar's says `enabled`; an alert's and a row's are always
/// enabled, so theirs is not written).
public struct NodeAction: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  /// Shown by a toolbar; an alert's and a row's actions are always enabled.
  public var enabled: Bool
  /// `.destructive`: shown and announced as such; `.cancel` (an alert's
  /// only): its initial focus and its Escape.
  public var role: ActionRole?

  public init(action: ActionName, title: String, enabled: Bool = true, role: ActionRole? = nil) {
    self.action = action
    self.title = title
    self.enabled = enabled
    self.role = role
  }
}

/// What choosing an action does; absent (nil): an ordinary action.
public enum ActionRole: String, Hashable, Sendable, CaseIterable {
  /// Deletes data or cannot be undone: shown and announced as such. It
  /// confirms nothing by itself: a module asks first with an alert.
  case destructive
  /// Leaves things as they are: an alert's initial focus, and its Escape.
  case cancel
}

/// One option among others — a choice's or a picker's: the key that
/// travels, and the title shown.
public struct ChoiceOption: Hashable, Sendable {
  public var key: String
  public var title: String
  public init(key: String, title: String) {
    self.key = key
    self.title = title
  }
}

extension NodeAction {
  /// `action`, `title`, `enabled` when `withEnabled` (a toolbar's), `role`.
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object, withEnabled: Bool) {
    object.set("action", action.rawValue)
    object.set("title", title)
    if withEnabled { object.set("enabled", enabled) }
    object.setIfPresent("role", role?.rawValue)
  }

  /// An action of `key` (`actions`), each with a role among `roles`.
  package static func read(
    _ key: String, of node: ViewMembers, roles: [ActionRole], withEnabled: Bool
  ) throws(ViewDecodingError) -> [NodeAction] {
    var actions: [NodeAction] = []
    for (index, element) in try node.array(key).enumerated() {
      let member = try ViewMembers(element, path: "\(node.path).\(key)[\(index)]")
      actions.append(
        NodeAction(
          action: ActionName(try member.string("action")), title: try member.string("title"),
          enabled: withEnabled ? try member.optionalBool("enabled") ?? true : true,
          role: try member.role(allowed: roles)))
    }
    return actions
  }
}

extension ChoiceOption {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key)
    object.set("title", title)
  }

  /// The options of `key` (`options`).
  package static func read(_ key: String, of node: ViewMembers) throws(ViewDecodingError) -> [ChoiceOption] {
    var options: [ChoiceOption] = []
    for (index, option) in try node.array(key).enumerated() {
      let member = try ViewMembers(option, path: "\(node.path).\(key)[\(index)]")
      options.append(ChoiceOption(key: try member.string("key"), title: try member.string("title")))
    }
    return options
  }
}
