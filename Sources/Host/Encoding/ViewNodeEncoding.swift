import JSONValue
import ViperKit

/// View nodes as the wire shows them (Protocol/schema/view-node.schema.json).
enum ViewNodeEncoding {
  static func json(_ node: ViewNode) -> JSONValue {
    var object = JSONObject()
    switch node {
    case .screen(let title, let children):
      object.append("type", "screen")
      object.append("title", .string(title))
      object.append("children", .array(children.map(json)))
    case .text(let text):
      object.append("type", "text")
      object.append("text", .string(text))
    case .image(.name(let name)):
      object.append("type", "image")
      object.append("name", .string(name))
    case .image(.url(let url)):
      object.append("type", "image")
      object.append("url", .string(url))
    case .button(let action, let title, let enabled):
      object.append("type", "button")
      object.append("action", .string(action.rawValue))
      object.append("title", .string(title))
      object.append("enabled", .bool(enabled))
    case .list(let action, let items):
      object.append("type", "list")
      object.append("action", .string(action.rawValue))
      object.append("items", .array(items.map(json)))
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
    }
    return .object(object)
  }

  static func json(_ item: ListItem) -> JSONValue {
    var object = JSONObject()
    object.append("key", .string(item.key))
    object.append("title", .string(item.title))
    if let subtitle = item.subtitle { object.append("subtitle", .string(subtitle)) }
    if let accessory = item.accessory {
      object.append(
        "accessory", ["action": .string(accessory.action.rawValue), "title": .string(accessory.title)])
    }
    return .object(object)
  }
}
