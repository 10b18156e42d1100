import JSONValue

/// `list`: rows; selecting one sends `action` with the row's key as the
/// value (Protocol/schema/nodes/list.json). `window`: the rows are a window
/// on a longer list (PROTOCOL.md §6, "Lists of any size").
public struct ListNode: Hashable, Sendable {
  public var action: ActionName
  public var items: ListRows
  public var window: ListWindow?

  public init(action: ActionName, items: ListRows, window: ListWindow? = nil) {
    self.action = action
    self.items = items
    self.window = window
  }
}

extension ViewNode {
  public static func list(action: ActionName, items: ListRows, window: ListWindow? = nil) -> ViewNode {
    .list(ListNode(action: action, items: items, window: window))
  }
}

public struct ListItem: Hashable, Sendable {
  public var key: String
  public var title: String
  public var subtitle: String?
  /// An image shown with the row (e.g. an avatar).
  public var image: ViewImage?
  /// A secondary action on the row (e.g. a toggle button), sent with the key.
  public var accessory: ListAccessory?
  /// The row's actions (e.g. Edit, Delete), each sent with the key; not with `accessory`.
  public var actions: [NodeAction]
  /// A checkbox on the row: an input keyed by the row's key.
  public var toggle: RowToggle?

  public init(
    key: String, title: String, subtitle: String? = nil, image: ViewImage? = nil, accessory: ListAccessory? = nil,
    actions: [NodeAction] = [], toggle: RowToggle? = nil
  ) {
    self.key = key
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.accessory = accessory
    self.actions = actions
    self.toggle = toggle
  }
}

public struct ListAccessory: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  public init(action: ActionName, title: String) {
    self.action = action
    self.title = title
  }
}

extension ListNode {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("action", action.rawValue)
    object.setObjects("items", items) { item, row in item.writeMembers(to: &row) }
    if let window { object.setObject("window") { window.writeMembers(to: &$0) } }
  }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    var items: [ListItem] = []
    for (index, item) in try node.array("items").enumerated() {
      items.append(try ListItem(members: try ViewMembers(item, path: "\(node.path).items[\(index)]")))
    }
    var window: ListWindow?
    if let value = node.object["window"], value != .null {
      window = try ViewMembers(value, path: "\(node.path).window").listWindow()
    }
    self.init(action: ActionName(try node.string("action")), items: ListRows(items), window: window)
  }

  /// Protocol 1.0: every frontend renders it (its later members: NodeVocabulary).
  package var readable: [ViewNode] { [.list(self)] }
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
      object.setObjects("actions", actions) { action, member in action.writeMembers(to: &member, withEnabled: false) }
    }
    if let toggle { object.setObject("toggle") { toggle.writeMembers(to: &$0) } }
  }

  init(members row: ViewMembers) throws(ViewDecodingError) {
    var accessory: ListAccessory?
    if let value = row.object["accessory"], value != .null {
      let button = try ViewMembers(value, path: "\(row.path).accessory")
      accessory = ListAccessory(action: ActionName(try button.string("action")), title: try button.string("title"))
    }
    var image: ViewImage?
    if let value = row.object["image"], value != .null {
      image = try ViewImage(members: try ViewMembers(value, path: "\(row.path).image"))
    }
    var actions: [NodeAction] = []
    if let value = row.object["actions"], value != .null {
      guard accessory == nil else {
        throw ViewDecodingError(path: "\(row.path).actions", reason: "a row has an accessory or actions, not both")
      }
      actions = try NodeAction.read("actions", of: row, roles: [.destructive], withEnabled: false)
    }
    self.init(
      key: try row.string("key"), title: try row.string("title"), subtitle: try row.optionalString("subtitle"),
      image: image, accessory: accessory, actions: actions, toggle: try row.rowToggle())
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
