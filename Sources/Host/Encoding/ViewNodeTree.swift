import ViperKit
import Wire

/// View nodes straight into json-c trees: the hot path of every update. It
/// writes exactly what `ViewNode.json` describes (a test compares the two
/// byte for byte); `ViewNode.json` stays the readable definition, used by
/// `view/get`, patches and plugins.
enum ViewNodeTree {
  static func make(_ node: ViewNode) -> OpaquePointer {
    let object = JSONCObject()
    switch node {
    case .screen(let title, let children):
      object.set("type", "screen")
      object.set("title", title)
      let array = JSONCTree.array(capacity: children.count)
      for child in children { JSONCTree.append(make(child), to: array) }
      object.set("children", array)
    case .text(let text):
      object.set("type", "text")
      object.set("text", text)
    case .image(let image):
      object.set("type", "image")
      setMembers(of: image, on: object)
    case .button(let action, let title, let enabled, let busy):
      object.set("type", "button")
      object.set("action", action.rawValue)
      object.set("title", title)
      object.set("enabled", enabled)
      if busy { object.set("busy", true) }
    case .list(let action, let items):
      object.set("type", "list")
      object.set("action", action.rawValue)
      let array = JSONCTree.array(capacity: items.count)
      for item in items { JSONCTree.append(make(item), to: array) }
      object.set("items", array)
    case .picker(let action, let label, let options, let selected):
      object.set("type", "picker")
      object.set("action", action.rawValue)
      object.set("label", label)
      let array = JSONCTree.array(capacity: options.count)
      for option in options {
        let entry = JSONCObject()
        entry.set("key", option.key)
        entry.set("title", option.title)
        JSONCTree.append(entry.pointer, to: array)
      }
      object.set("options", array)
      object.set("selected", selected.map(JSONCTree.string))
    case .spinner(let label):
      object.set("type", "spinner")
      if let label { object.set("label", label) }
    case .alert(let title, let message, let actions):
      object.set("type", "alert")
      object.set("title", title)
      object.set("message", message)
      let array = JSONCTree.array(capacity: actions.count)
      for action in actions {
        let entry = JSONCObject()
        entry.set("action", action.action.rawValue)
        entry.set("title", action.title)
        JSONCTree.append(entry.pointer, to: array)
      }
      object.set("actions", array)
    case .field, .toggle, .form, .stack, .section:
      // Small and rare next to lists: their one definition is `ViewNode.json`.
      return JSONCTree.value(node.json)!  // an object: never JSON null
    }
    return object.pointer
  }

  static func make(_ item: ListItem) -> OpaquePointer {
    let object = JSONCObject()
    object.set("key", item.key)
    object.set("title", item.title)
    if let subtitle = item.subtitle { object.set("subtitle", subtitle) }
    if let image = item.image {
      let members = JSONCObject()
      setMembers(of: image, on: members)
      object.set("image", members.pointer)
    }
    if let accessory = item.accessory {
      let button = JSONCObject()
      button.set("action", accessory.action.rawValue)
      button.set("title", accessory.title)
      object.set("accessory", button.pointer)
    }
    return object.pointer
  }

  /// As `ViewImage.appendMembers`: `name` or `url`, then `label` when given.
  private static func setMembers(of image: ViewImage, on object: JSONCObject) {
    switch image.source {
    case .name(let name): object.set("name", name)
    case .url(let url): object.set("url", url)
    }
    if let label = image.label { object.set("label", label) }
  }
}
