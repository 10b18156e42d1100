import JSONValue

/// View nodes as the wire shows them (Protocol/schema/nodes/): the host
/// encodes them for frontends, and plugins exchange them as JSON both ways.
extension ViewNode {
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
            image: image, accessory: accessory))
      }
      self = .list(action: ActionName(try node.string("action")), items: ListRows(items))
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
        actions.append(AlertAction(action: ActionName(try member.string("action")), title: try member.string("title")))
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
    }
  }
}

extension ListItem {
  public var json: JSONValue { JSONValueObject.object { writeMembers(to: &$0) } }
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
