import JSONValue

/// View nodes as the wire shows them (Protocol/schema/nodes/), both ways:
/// each node's members are said once, in `writeMembers(to:)`, which
/// `ViewNode.json` and the host's json-c writer both walk (inlinable, so each
/// writer gets it specialized: no dynamic dispatch per member); plugins send
/// nodes back, read by `init(json:)`.
extension ViewNode {
  /// The wire's node types (`type`), one for each case.
  @usableFromInline package enum NodeType: String, CaseIterable, Hashable, Sendable {
    case screen, text, image, button, list, picker, spinner, alert, field, toggle, form, stack, section, choice, toolbar
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
    case .choice: .choice
    case .toolbar: .toolbar
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
    case .list(let action, let items, let window):
      object.set("action", action.rawValue)
      object.setObjects("items", items) { item, row in item.writeMembers(to: &row) }
      if let window { object.setObject("window") { window.writeMembers(to: &$0) } }
    case .picker(let action, let label, let options, let selected):
      object.set("action", action.rawValue)
      object.set("label", label)
      object.setObjects("options", options) { option, member in
        member.set("key", option.key)
        member.set("title", option.title)
      }
      if let selected { object.set("selected", selected) } else { object.setNull("selected") }
    case .spinner(let label):
      object.setIfPresent("label", label)
    case .alert(let title, let message, let actions):
      object.set("title", title)
      object.set("message", message)
      object.setObjects("actions", actions) { action, member in
        member.set("action", action.action.rawValue)
        member.set("title", action.title)
        member.setIfPresent("role", action.role?.rawValue)
      }
    case .field(let field): field.writeMembers(to: &object)
    case .choice(let choice): choice.writeMembers(to: &object)
    case .toolbar(let actions):
      object.setObjects("actions", actions) { action, member in action.writeMembers(to: &member) }
    case .toggle(let toggle): toggle.writeMembers(to: &object)
    case .form(let form): form.writeMembers(to: &object)
    case .stack(let axis, let children):
      object.set("axis", axis.rawValue)
      object.set("children", nodes: children)
    }
  }

  /// The node's JSON, as `writeMembers(to:)` describes it.
  public var json: JSONValue { JSONValueObject.object(self) }

  /// Reads a node a plugin sent. Strict: an unknown type or a missing or
  /// mistyped member is an error naming its path, so a plugin's mistake is
  /// caught at the boundary and never reaches a frontend.
  public init(json: JSONValue, path: String = "$") throws(ViewDecodingError) {
    let node = try ViewMembers(json, path: path)
    let type = try node.string("type")
    guard let nodeType = NodeType(rawValue: type) else {
      throw ViewDecodingError(path: "\(path).type", reason: "unknown node type \"\(type)\"")
    }
    switch nodeType {
    case .screen: self = .screen(title: try node.string("title"), children: try node.children())
    case .text: self = .text(try node.string("text"))
    case .image: self = .image(try node.image())
    case .button:
      self = .button(
        action: ActionName(try node.string("action")), title: try node.string("title"),
        enabled: try node.optionalBool("enabled") ?? true, busy: try node.optionalBool("busy") ?? false)
    case .list:
      var items: [ListItem] = []
      for (index, item) in try node.array("items").enumerated() {
        let row = try ViewMembers(item, path: "\(path).items[\(index)]")
        var accessory: ListAccessory?
        if let value = row.object["accessory"], value != .null {
          let button = try ViewMembers(value, path: "\(row.path).accessory")
          accessory = ListAccessory(action: ActionName(try button.string("action")), title: try button.string("title"))
        }
        var image: ViewImage?
        if let value = row.object["image"], value != .null {
          image = try ViewMembers(value, path: "\(row.path).image").image()
        }
        items.append(
          ListItem(
            key: try row.string("key"), title: try row.string("title"), subtitle: try row.optionalString("subtitle"),
            image: image, accessory: accessory, actions: try row.rowActions(), toggle: try row.rowToggle()))
      }
      var window: ListWindow?
      if let value = node.object["window"], value != .null {
        window = try ViewMembers(value, path: "\(path).window").listWindow()
      }
      self = .list(action: ActionName(try node.string("action")), items: ListRows(items), window: window)
    case .picker:
      var options: [PickerOption] = []
      for (index, option) in try node.array("options").enumerated() {
        let member = try ViewMembers(option, path: "\(path).options[\(index)]")
        options.append(PickerOption(key: try member.string("key"), title: try member.string("title")))
      }
      self = .picker(
        action: ActionName(try node.string("action")), label: try node.string("label"), options: options,
        selected: try node.optionalString("selected"))
    case .spinner: self = .spinner(label: try node.optionalString("label"))
    case .alert:
      var actions: [AlertAction] = []
      for (index, action) in try node.array("actions").enumerated() {
        let member = try ViewMembers(action, path: "\(path).actions[\(index)]")
        actions.append(
          AlertAction(
            action: ActionName(try member.string("action")), title: try member.string("title"),
            role: try member.role(allowed: ActionRole.allCases)))
      }
      self = .alert(title: try node.string("title"), message: try node.string("message"), actions: actions)
    case .field: self = .field(try Field(node))
    case .toggle: self = .toggle(try Toggle(node))
    case .form: self = .form(try Form(node))
    case .stack:
      guard let axis = StackAxis(rawValue: try node.string("axis")) else {
        throw ViewDecodingError(path: "\(path).axis", reason: "expected \"vertical\" or \"horizontal\"")
      }
      self = .stack(axis: axis, children: try node.children())
    case .section: self = .section(title: try node.string("title"), children: try node.children())
    case .choice: self = .choice(try Choice(node))
    case .toolbar: self = .toolbar(try node.toolbarActions())
    }
  }
}

extension ListItem {
  public var json: JSONValue { JSONValueObject.object { writeMembers(to: &$0) } }

  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key)
    object.set("title", title)
    object.setIfPresent("subtitle", subtitle)
    if let image { object.setObject("image") { image.writeMembers(to: &$0) } }
    if let accessory {
      object.setObject("accessory") {
        $0.set("action", accessory.action.rawValue)
        $0.set("title", accessory.title)
      }
    }
    if !actions.isEmpty {
      object.setObjects("actions", actions) { action, member in action.writeMembers(to: &member) }
    }
    if let toggle { object.setObject("toggle") { toggle.writeMembers(to: &$0) } }
  }
}

extension ListWindow {
  public var json: JSONValue { JSONValueObject.object { writeMembers(to: &$0) } }

  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("start", start)
    if let total { object.set("total", total) }
    object.set("more", more)
    object.setIfPresent("anchor", anchor)
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

/// Writes `JSONValue` objects, in the order members are written.
struct JSONValueObject: ViewObjectWriter {
  private var object = JSONObject()

  init() {}
  mutating func set(_ key: StaticString, _ text: String) { object.append(key.description, .string(text)) }
  mutating func set(_ key: StaticString, _ number: Int) { object.append(key.description, .int(Int64(number))) }
  mutating func set(_ key: StaticString, _ flag: Bool) { object.append(key.description, .bool(flag)) }
  mutating func setNull(_ key: StaticString) { object.append(key.description, .null) }
  mutating func set(_ key: StaticString, _ value: JSONValue) { object.append(key.description, value) }
  mutating func set<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ element: (Elements.Element) -> JSONValue
  ) {
    object.append(key.description, .array(elements.map(element)))
  }
  var value: JSONValue { .object(object) }
  static func string(_ text: String) -> JSONValue { .string(text) }
}

/// A view tree that is not one: where, and why.
public struct ViewDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  public var description: String { "\(path): \(reason)" }
}
