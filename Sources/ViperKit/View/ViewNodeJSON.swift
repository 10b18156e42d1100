import JSONValue

/// View nodes as the wire shows them (Protocol/schema/nodes/): the host
/// encodes them for frontends, and plugins exchange them as JSON both ways.
extension ViewNode {
  public var json: JSONValue {
    var object = JSONObject()
    switch self {
    case .screen(let title, let children):
      object.append("type", "screen")
      object.append("title", .string(title))
      object.append("children", .array(children.map(\.json)))
    case .text(let text):
      object.append("type", "text")
      object.append("text", .string(text))
    case .image(let image):
      object.append("type", "image")
      image.appendMembers(to: &object)
    case .button(let action, let title, let enabled, let busy):
      object.append("type", "button")
      object.append("action", .string(action.rawValue))
      object.append("title", .string(title))
      object.append("enabled", .bool(enabled))
      if busy { object.append("busy", true) }
    case .list(let action, let items):
      object.append("type", "list")
      object.append("action", .string(action.rawValue))
      object.append("items", .array(items.map(\.json)))
    case .picker(let action, let label, let options, let selected):
      object.append("type", "picker")
      object.append("action", .string(action.rawValue))
      object.append("label", .string(label))
      object.append(
        "options", .array(options.map { ["key": .string($0.key), "title": .string($0.title)] }))
      object.append("selected", selected.map(JSONValue.string) ?? .null)
    case .spinner(let label):
      object.append("type", "spinner")
      if let label { object.append("label", .string(label)) }
    case .alert(let title, let message, let actions):
      object.append("type", "alert")
      object.append("title", .string(title))
      object.append("message", .string(message))
      object.append(
        "actions",
        .array(actions.map { ["action": .string($0.action.rawValue), "title": .string($0.title)] }))
    case .field(let field): return field.json
    case .toggle(let toggle): return toggle.json
    case .form(let form): return form.json
    case .stack(let axis, let children):
      object.append("type", "stack")
      object.append("axis", .string(axis.rawValue))
      object.append("children", .array(children.map(\.json)))
    case .section(let title, let children):
      object.append("type", "section")
      object.append("title", .string(title))
      object.append("children", .array(children.map(\.json)))
    }
    return .object(object)
  }

  /// Reads a node a plugin sent. Strict: an unknown type or a missing or
  /// mistyped member is an error naming its path, so a plugin's mistake is
  /// caught at the boundary and never reaches a frontend.
  public init(json: JSONValue, path: String = "$") throws(ViewDecodingError) {
    let node = try ViewMembers(json, path: path)
    switch try node.string("type") {
    case "screen": self = .screen(title: try node.string("title"), children: try node.children())
    case "text": self = .text(try node.string("text"))
    case "image": self = .image(try node.image())
    case "button":
      self = .button(
        action: ActionName(try node.string("action")), title: try node.string("title"),
        enabled: try node.optionalBool("enabled") ?? true, busy: try node.optionalBool("busy") ?? false)
    case "list":
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
            image: image, accessory: accessory))
      }
      self = .list(action: ActionName(try node.string("action")), items: ListRows(items))
    case "picker":
      var options: [PickerOption] = []
      for (index, option) in try node.array("options").enumerated() {
        let member = try ViewMembers(option, path: "\(path).options[\(index)]")
        options.append(PickerOption(key: try member.string("key"), title: try member.string("title")))
      }
      self = .picker(
        action: ActionName(try node.string("action")), label: try node.string("label"), options: options,
        selected: try node.optionalString("selected"))
    case "spinner": self = .spinner(label: try node.optionalString("label"))
    case "alert":
      var actions: [AlertAction] = []
      for (index, action) in try node.array("actions").enumerated() {
        let member = try ViewMembers(action, path: "\(path).actions[\(index)]")
        actions.append(AlertAction(action: ActionName(try member.string("action")), title: try member.string("title")))
      }
      self = .alert(title: try node.string("title"), message: try node.string("message"), actions: actions)
    case "field": self = .field(try Field(node))
    case "toggle": self = .toggle(try Toggle(node))
    case "form": self = .form(try Form(node))
    case "stack":
      guard let axis = StackAxis(rawValue: try node.string("axis")) else {
        throw ViewDecodingError(path: "\(path).axis", reason: "expected \"vertical\" or \"horizontal\"")
      }
      self = .stack(axis: axis, children: try node.children())
    case "section": self = .section(title: try node.string("title"), children: try node.children())
    case let other:
      throw ViewDecodingError(path: "\(path).type", reason: "unknown node type \"\(other)\"")
    }
  }
}

extension ListItem {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("key", .string(key))
    object.append("title", .string(title))
    if let subtitle { object.append("subtitle", .string(subtitle)) }
    if let image {
      var members = JSONObject()
      image.appendMembers(to: &members)
      object.append("image", .object(members))
    }
    if let accessory {
      object.append("accessory", ["action": .string(accessory.action.rawValue), "title": .string(accessory.title)])
    }
    return .object(object)
  }
}

extension ViewImage {
  /// `name` or `url`, then `label` when given: an image node's members after
  /// its `type`, and the whole of a list row's `image`.
  func appendMembers(to object: inout JSONObject) {
    switch source {
    case .name(let name): object.append("name", .string(name))
    case .url(let url): object.append("url", .string(url))
    }
    if let label { object.append("label", .string(label)) }
  }
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
