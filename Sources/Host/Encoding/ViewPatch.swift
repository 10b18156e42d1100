import JSONValue
import ViperKit

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
    if old == new { return [] }
    switch (old, new) {
    case (.screen(let oldTitle, let oldChildren), .screen(let newTitle, let newChildren)):
      var operations: [Operation] = []
      if oldTitle != newTitle {
        operations.append(.init(kind: .replace, path: path + "/title", value: .string(newTitle)))
      }
      operations += diff(oldChildren, newChildren, at: path + "/children", element: \.json) {
        diff($0, $1, at: $2)
      }
      return operations
    case (.list(let oldAction, let oldItems), .list(let newAction, let newItems)) where oldAction == newAction:
      // Same length: the rows' shared chunks point straight at the changed rows.
      if let changed = newItems.changedIndices(from: oldItems) {
        return changed.map { .init(kind: .replace, path: "\(path)/items/\($0)", value: newItems[$0].json) }
      }
      return diff(Array(oldItems), Array(newItems), at: path + "/items", element: \.json) { old, new, path in
        old == new ? [] : [.init(kind: .replace, path: path, value: new.json)]
      }
    default:
      // Same type: replace only the members that changed (a text's text, a
      // button's title); another type: replace the node.
      let (oldJSON, newJSON) = (old.json, new.json)
      guard case .object(let before) = oldJSON, case .object(let after) = newJSON, before["type"] == after["type"]
      else { return [.init(kind: .replace, path: path, value: newJSON)] }
      var operations: [Operation] = []
      for member in after.members where before[member.key] != member.value {
        let kind: Operation.Kind = before[member.key] == nil ? .add : .replace
        operations.append(.init(kind: kind, path: path + "/" + escape(member.key), value: member.value))
      }
      for key in before.keys where after[key] == nil {
        operations.append(.init(kind: .remove, path: path + "/" + escape(key), value: nil))
      }
      return operations
    }
  }

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
    changed: (Element, Element, String) -> [Operation]
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
      operations += changed(old[index], new[index], "\(path)/\(index)")
    }
    if oldMiddle > paired {
      for index in stride(from: prefix + oldMiddle - 1, through: prefix + paired, by: -1) {
        operations.append(.init(kind: .remove, path: "\(path)/\(index)", value: nil))
      }
    }
    if newMiddle > paired {
      for index in (prefix + paired)..<(prefix + newMiddle) {
        operations.append(.init(kind: .add, path: "\(path)/\(index)", value: json(new[index])))
      }
    }
    return operations
  }
}
