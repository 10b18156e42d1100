import ViperKit

/// One view's inputs as the frontend knows them (PROTOCOL.md §6, "Input",
/// rule 1): for each key, the latest edit applied (`seq`) and how often the
/// module replaced the value on its own (`set`). Part of what the publisher
/// keeps per view; the stamps go into every tree it sends.
struct InputStamps {
  private struct Record {
    var stamp = InputStamp()
    /// The value in the tree last stamped.
    var value: InputValue?
  }

  private var records: [InputKey: Record] = [:]
  /// Inputs edited since the last stamp: a change of their value is the edit's, not a replacement.
  private var edited: Set<InputKey> = []

  /// The `seq` of the latest edit of `key` applied; 0: none.
  func seq(of key: InputKey) -> Int { records[key]?.stamp.seq ?? 0 }

  /// An edit reached the screen (or was refused): the next tree answers it.
  mutating func edited(_ key: InputKey, seq: Int) {
    records[key, default: Record()].stamp.seq = seq
    edited.insert(key)
  }

  /// `tree` with every input's stamp written; a value that changed other
  /// than by an edit of its input counts as the module's replacement.
  mutating func stamp(_ tree: ViewNode) -> ViewNode { stamp(tree, holdingInputs: tree.containsInputs) }

  /// `stamp(_:)` of a tree whose caller knows whether it holds inputs (`containsInputs`).
  mutating func stamp(_ tree: ViewNode, holdingInputs: Bool) -> ViewNode {
    defer { edited.removeAll(keepingCapacity: true) }
    guard holdingInputs else { return tree }
    return rewrite(tree)
  }

  private mutating func rewrite(_ node: ViewNode) -> ViewNode {
    switch node {
    case .field(var field):
      field.stamp = record(field.key, .text(field.value))
      return .field(field)
    case .toggle(var toggle):
      toggle.stamp = record(toggle.key, .on(toggle.on))
      return .toggle(toggle)
    case .choice(var choice):
      choice.stamp = record(choice.key, choice.value)
      return .choice(choice)
    case .list(var list):
      var items = list.items
      // A row's toggle is an input keyed by the row; rows without one are not touched (nor copied).
      for index in items.indices {
        guard var toggle = items[index].toggle else { continue }
        toggle.stamp = record(InputKey(items[index].key), .on(toggle.on))
        if toggle != items[index].toggle { items[index].toggle = toggle }
      }
      list.items = items
      return .list(list)
    default:
      // Any container, whatever its type: only the children that hold inputs are walked (a new node type needs
      // no line here).
      guard node.containsInputs else { return node }
      return node.withChildren(node.children.map { $0.containsInputs ? rewrite($0) : $0 })
    }
  }

  private mutating func record(_ key: InputKey, _ value: InputValue) -> InputStamp {
    var record = records[key] ?? Record()
    if let last = record.value, last != value, !edited.contains(key) { record.stamp.set += 1 }
    record.value = value
    records[key] = record
    return record.stamp
  }
}
