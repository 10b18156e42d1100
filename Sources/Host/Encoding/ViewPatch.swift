import JSONValue
import ViperKit
import Wire

/// RFC 6902 JSON Patch operations that turn one view tree's JSON into
/// another's, computed on the view nodes themselves, so a changed row of a
/// large list costs JSON for that row only.
enum ViewPatch {
  struct Operation {
    enum Kind: String {
      case add, remove, replace
    }
    var kind: Kind
    var path: String
    var value: JSONValue?

    var json: JSONValue {
      var object = JSONObject()
      object.append("op", .string(kind.rawValue))
      object.append("path", .string(path))
      if let value { object.append("value", value) }
      return .object(object)
    }
  }

  static func diff(_ old: ViewNode, _ new: ViewNode, at path: String = "") -> [Operation] {
    var sizeChange = 0
    return diff(old, new, at: path, sizeChange: &sizeChange)
  }

  /// The operations, and by how many bytes the compact JSON of the tree grows
  /// (negative: shrinks) — exactly, so the host knows the size of a whole
  /// tree it did not serialize, and sends a patch only when it is smaller.
  /// Costs a serialization of what changed, never of the rest.
  static func diff(_ old: ViewNode, _ new: ViewNode, at path: String = "", sizeChange: inout Int) -> [Operation] {
    if old == new { return [] }
    if case (.list(let oldList), .list(let newList)) = (old, new), oldList.action == newList.action {
      let (oldItems, newItems, oldWindow, newWindow) = (oldList.items, newList.items, oldList.window, newList.window)
      let window = diffWindow(oldWindow, newWindow, at: path + "/window", sizeChange: &sizeChange)
      // Same length: the rows' shared chunks point straight at the changed rows.
      if let changed = newItems.changedIndices(from: oldItems) {
        return changed.flatMap { index in
          diffRow(oldItems[index], newItems[index], at: "\(path)/items/\(index)", sizeChange: &sizeChange)
        } + window
      }
      return window
        + diff(
          Array(oldItems), Array(newItems), at: path + "/items", element: \.json, sizeChange: &sizeChange
        ) { old, new, path, sizeChange in
          guard old != new else { return [] }
          return diffRow(old, new, at: path, sizeChange: &sizeChange)
        }
    }
    // An input or a form with another key is another one: replaced whole.
    if let oldKey = old.identity, oldKey != new.identity {
      sizeChange += bytes(new.json) - bytes(old.json)
      return [.init(kind: .replace, path: path, value: new.json)]
    }
    // A container of the same type (every one holds its nodes in `children`):
    // its own members, then its children paired.
    if old.nodeType == new.nodeType, !old.children.isEmpty || !new.children.isEmpty {
      return diffMembers(old.withChildren([]), new.withChildren([]), at: path, sizeChange: &sizeChange)
        + diffChildren(old.children, new.children, at: path + "/children", sizeChange: &sizeChange)
    }
    return diffMembers(old, new, at: path, sizeChange: &sizeChange)
  }

  /// A list's window: its members replaced, or the whole member added or removed.
  private static func diffWindow(
    _ old: ListWindow?, _ new: ListWindow?, at path: String, sizeChange: inout Int
  ) -> [Operation] {
    switch (old, new) {
    case (nil, nil): return []
    case (let old?, let new?):
      guard old != new, case .object(let before) = old.json, case .object(let after) = new.json else { return [] }
      return diffObjects(before, after, at: path, sizeChange: &sizeChange)
    case (nil, let new?):
      sizeChange += bytes(.string("window")) + 2 + bytes(new.json)
      return [.init(kind: .add, path: path, value: new.json)]
    case (let old?, nil):
      sizeChange -= bytes(.string("window")) + 2 + bytes(old.json)
      return [.init(kind: .remove, path: path, value: nil)]
    }
  }

  /// A changed row: replaced whole, but a row with a toggle (an input, rule
  /// 3) whose key stays, which is patched member by member.
  private static func diffRow(
    _ old: ListItem, _ new: ListItem, at path: String, sizeChange: inout Int
  ) -> [Operation] {
    let (oldJSON, newJSON) = (old.json, new.json)
    guard old.key == new.key, old.toggle != nil, new.toggle != nil, case .object(let before) = oldJSON,
      case .object(let after) = newJSON
    else {
      sizeChange += bytes(newJSON) - bytes(oldJSON)
      return [.init(kind: .replace, path: path, value: newJSON)]
    }
    return diffObjects(before, after, at: path, sizeChange: &sizeChange)
  }

  /// Same type: replace only the members that changed (a text's text, a
  /// button's title, a field's value); another type: replace the node.
  private static func diffMembers(
    _ old: ViewNode, _ new: ViewNode, at path: String, sizeChange: inout Int
  ) -> [Operation] {
    let (oldJSON, newJSON) = (old.json, new.json)
    guard case .object(let before) = oldJSON, case .object(let after) = newJSON, before["type"] == after["type"]
    else {
      sizeChange += bytes(newJSON) - bytes(oldJSON)
      return [.init(kind: .replace, path: path, value: newJSON)]
    }
    return diffObjects(before, after, at: path, sizeChange: &sizeChange)
  }

  /// Two objects that share a first member (a node's `type`, a row's `key`):
  /// so a member added or removed always comes with a comma: `,"key":value`.
  private static func diffObjects(
    _ before: JSONObject, _ after: JSONObject, at path: String, sizeChange: inout Int
  ) -> [Operation] {
    var operations: [Operation] = []
    for member in after.members where before[member.key] != member.value {
      if let previous = before[member.key] {
        sizeChange += bytes(member.value) - bytes(previous)
        operations.append(.init(kind: .replace, path: path + "/" + escape(member.key), value: member.value))
      } else {
        sizeChange += bytes(.string(member.key)) + 2 + bytes(member.value)
        operations.append(.init(kind: .add, path: path + "/" + escape(member.key), value: member.value))
      }
    }
    for member in before.members where after[member.key] == nil {
      sizeChange -= bytes(.string(member.key)) + 2 + bytes(member.value)
      operations.append(.init(kind: .remove, path: path + "/" + escape(member.key), value: nil))
    }
    return operations
  }

  /// A node list (a screen's, a form's): inputs are paired by key, so an
  /// input stays the same node however the nodes around it change (rule 3:
  /// a patch never replaces an input, and the frontend keeps its focus).
  private static func diffChildren(
    _ old: [ViewNode], _ new: [ViewNode], at path: String, sizeChange: inout Int
  ) -> [Operation] {
    let changed: (ViewNode, ViewNode, String, inout Int) -> [Operation] = { old, new, path, sizeChange in
      diff(old, new, at: path, sizeChange: &sizeChange)
    }
    guard old.contains(where: \.containsInputs) || new.contains(where: \.containsInputs) else {
      return diff(old, new, at: path, element: \.json, sizeChange: &sizeChange, changed: changed)
    }
    let oldKeys = Set(old.compactMap(\.identity))
    let newKeys = Set(new.compactMap(\.identity))
    var operations: [Operation] = []
    var (oldIndex, newIndex, position, count) = (0, 0, 0, old.count)
    func remove() {
      sizeChange -= bytes(old[oldIndex].json) + (count > 1 ? 1 : 0)
      count -= 1
      operations.append(.init(kind: .remove, path: "\(path)/\(position)", value: nil))
      oldIndex += 1
    }
    func add() {
      let value = new[newIndex].json
      sizeChange += bytes(value) + (count > 0 ? 1 : 0)
      count += 1
      operations.append(.init(kind: .add, path: "\(path)/\(position)", value: value))
      newIndex += 1
      position += 1
    }
    while oldIndex < old.count || newIndex < new.count {
      guard oldIndex < old.count else {
        add()
        continue
      }
      guard newIndex < new.count else {
        remove()
        continue
      }
      let (before, after) = (old[oldIndex], new[newIndex])
      if before.identity == after.identity {
        operations += changed(before, after, "\(path)/\(position)", &sizeChange)
        (oldIndex, newIndex, position) = (oldIndex + 1, newIndex + 1, position + 1)
      } else if let key = before.identity, !newKeys.contains(key) {
        remove()
      } else if let key = after.identity, !oldKeys.contains(key) {
        add()
      } else if before.identity == nil {
        remove()  // a plain node before an input both trees have
      } else {
        add()  // a plain node, or an input that moved, before one both trees have
      }
    }
    return operations
  }

  /// The length of a value's compact JSON, as the wire has it.
  private static func bytes(_ value: JSONValue) -> Int { JSONSerializer.bytes(value).count }

  /// RFC 6901: `~` is `~0` and `/` is `~1` in a path token.
  private static func escape(_ token: String) -> String {
    var escaped = ""
    for character in token {
      switch character {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Arrays: the common prefix and suffix stay; elements in the middle are
  /// compared pairwise, and the rest are removed (from the end) or added.
  private static func diff<Element: Equatable>(
    _ old: [Element], _ new: [Element], at path: String, element json: (Element) -> JSONValue,
    sizeChange: inout Int, changed: (Element, Element, String, inout Int) -> [Operation]
  ) -> [Operation] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    // With equal lengths the pair where the prefix stopped is known to
    // differ: the suffix need not compare it again (for a screen whose one
    // child is a long list, that is a whole second pass over the list).
    let knownDifferent = old.count == new.count && prefix < old.count ? 1 : 0
    var suffix = 0
    while suffix < old.count - prefix - knownDifferent && suffix < new.count - prefix - knownDifferent
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = old.count - prefix - suffix
    let newMiddle = new.count - prefix - suffix
    let paired = min(oldMiddle, newMiddle)
    var operations: [Operation] = []
    for offset in 0..<paired {
      let index = prefix + offset
      operations += changed(old[index], new[index], "\(path)/\(index)", &sizeChange)
    }
    // Elements but the first are preceded by a comma.
    var count = old.count
    if oldMiddle > paired {
      for index in stride(from: prefix + oldMiddle - 1, through: prefix + paired, by: -1) {
        sizeChange -= bytes(json(old[index])) + (count > 1 ? 1 : 0)
        count -= 1
        operations.append(.init(kind: .remove, path: "\(path)/\(index)", value: nil))
      }
    }
    if newMiddle > paired {
      for index in (prefix + paired)..<(prefix + newMiddle) {
        let value = json(new[index])
        sizeChange += bytes(value) + (count > 0 ? 1 : 0)
        count += 1
        operations.append(.init(kind: .add, path: "\(path)/\(index)", value: value))
      }
    }
    return operations
  }
}

extension ViewNode {
  /// An input's or form's key: what pairs it with itself in the next tree.
  fileprivate var identity: InputKey? {
    switch self {
    case .field(let field): field.key
    case .toggle(let toggle): toggle.key
    case .choice(let choice): choice.key
    case .form(let form): form.key
    default: nil
    }
  }
}
