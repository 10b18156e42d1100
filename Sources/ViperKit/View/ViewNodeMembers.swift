/// Every node's members as the wire shows them (Protocol/schema/nodes/), said
/// once: `ViewNode.json` and the host's json-c writer both walk this.
/// Inlinable, so each writer gets it specialized (no dynamic dispatch per member).
extension ViewNode {
  /// The wire's node types (`type`), one for each case.
  @usableFromInline package enum NodeType: String, CaseIterable, Hashable, Sendable {
    case screen, text, image, button, list, picker, spinner, alert, field, toggle, form, stack, section
  }

  @inlinable
  package var nodeType: NodeType {
    switch self {
    case .screen: .screen
    case .text: .text
    case .image: .image
    case .button: .button
    case .list: .list
    case .picker: .picker
    case .spinner: .spinner
    case .alert: .alert
    case .field: .field
    case .toggle: .toggle
    case .form: .form
    case .stack: .stack
    case .section: .section
    }
  }

  /// The nodes in this one; none in a leaf (a list's rows are not nodes).
  @inlinable
  public var children: [ViewNode] {
    switch self {
    case .screen(_, let children), .stack(_, let children), .section(_, let children): children
    case .form(let form): form.children
    case .text, .image, .button, .list, .picker, .spinner, .alert, .field, .toggle: []
    }
  }

  /// This node with `children` in place of its own; a leaf as it is.
  @inlinable
  package func withChildren(_ children: [ViewNode]) -> ViewNode {
    switch self {
    case .screen(let title, _): return .screen(title: title, children: children)
    case .stack(let axis, _): return .stack(axis: axis, children: children)
    case .section(let title, _): return .section(title: title, children: children)
    case .form(var form):
      form.children = children
      return .form(form)
    case .text, .image, .button, .list, .picker, .spinner, .alert, .field, .toggle: return self
    }
  }

  /// `type`, then the node's members in the order the wire shows them.
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("type", nodeType.rawValue)
    switch self {
    case .screen(let title, let children), .section(let title, let children):
      object.set("title", title)
      object.set("children", nodes: children)
    case .text(let text):
      object.set("text", text)
    case .image(let image):
      image.writeMembers(to: &object)
    case .button(let action, let title, let enabled, let busy):
      object.set("action", action.rawValue)
      object.set("title", title)
      object.set("enabled", enabled)
      if busy { object.set("busy", true) }
    case .list(let action, let items):
      object.set("action", action.rawValue)
      object.set("items", items) { item in Object.object { item.writeMembers(to: &$0) } }
    case .picker(let action, let label, let options, let selected):
      object.set("action", action.rawValue)
      object.set("label", label)
      object.set("options", options) { option in
        Object.object {
          $0.set("key", option.key)
          $0.set("title", option.title)
        }
      }
      if let selected { object.set("selected", selected) } else { object.setNull("selected") }
    case .spinner(let label):
      object.setIfPresent("label", label)
    case .alert(let title, let message, let actions):
      object.set("title", title)
      object.set("message", message)
      object.set("actions", actions) { action in
        Object.object {
          $0.set("action", action.action.rawValue)
          $0.set("title", action.title)
        }
      }
    case .field(let field): field.writeMembers(to: &object)
    case .toggle(let toggle): toggle.writeMembers(to: &object)
    case .form(let form): form.writeMembers(to: &object)
    case .stack(let axis, let children):
      object.set("axis", axis.rawValue)
      object.set("children", nodes: children)
    }
  }
}

extension ListItem {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key)
    object.set("title", title)
    object.setIfPresent("subtitle", subtitle)
    if let image { object.set("image", Object.object { image.writeMembers(to: &$0) }) }
    if let accessory {
      object.set(
        "accessory",
        Object.object {
          $0.set("action", accessory.action.rawValue)
          $0.set("title", accessory.title)
        })
    }
  }
}

extension ViewImage {
  /// `name` or `url`, then `label` when given: an image node's members after
  /// its `type`, and the whole of a list row's `image`.
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    switch source {
    case .name(let name): object.set("name", name)
    case .url(let url): object.set("url", url)
    }
    object.setIfPresent("label", label)
  }
}

/// The input nodes (field.json, toggle.json, form.json). Plugins send them
/// without `seq` and `set`, which the host writes.
extension Field {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set("label", label)
    object.set("kind", kind.rawValue)
    // A secret never leaves the host in a view (rule 6).
    if kind != .secure { object.set("value", value) }
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    switch sending {
    case .change(let debounceMs):
      object.set("send", "change")
      object.set("debounceMs", debounceMs)
    case .leave: object.set("send", "leave")
    case .submit: object.set("send", "submit")
    }
    object.setIfPresent("placeholder", placeholder)
    object.setIfPresent("hint", hint)
    object.setIfPresent("error", error)
    object.set("enabled", enabled)
    object.set("required", required)
    if let maxLength { object.set("maxLength", maxLength) }
  }
}

extension Toggle {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set("label", label)
    object.set("on", on)
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    object.set("enabled", enabled)
  }
}

extension Form {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set(
      "submit",
      Object.object {
        $0.set("action", submit.action.rawValue)
        $0.set("title", submit.title)
      })
    object.set("pending", pending)
    object.setIfPresent("message", message)
    object.set("children", nodes: children)
  }
}
