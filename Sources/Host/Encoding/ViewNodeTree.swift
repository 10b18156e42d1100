import ViperKit
import Wire

/// View nodes straight into json-c trees: the hot path of every update. The
/// members are the ones `ViewNode.writeMembers(to:)` describes (as for
/// `ViewNode.json`, used by `view/get`, patches and plugins), written with no
/// `JSONValue` in between.
enum ViewNodeTree {
  static func make(_ node: ViewNode) -> OpaquePointer { JSONCObjectWriter.object(node) }
}

/// Writes json-c objects: keys are static C strings json-c neither copies
/// nor frees, strings go from Swift's storage to json-c in one copy.
struct JSONCObjectWriter: ViewObjectWriter {
  private let object = JSONCObject()

  init() {}
  func set(_ key: StaticString, _ text: String) { object.set(key, text) }
  func set(_ key: StaticString, _ number: Int) { object.set(key, number) }
  func set(_ key: StaticString, _ flag: Bool) { object.set(key, flag) }
  func setNull(_ key: StaticString) { object.set(key, nil) }
  func set(_ key: StaticString, _ value: OpaquePointer) { object.set(key, value) }

  func set<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ element: (Elements.Element) -> OpaquePointer
  ) {
    let array = JSONCTree.array(capacity: elements.count)
    for item in elements { JSONCTree.append(element(item), to: array) }
    object.set(key, array)
  }

  var value: OpaquePointer { object.pointer }
  static func string(_ text: String) -> OpaquePointer { JSONCTree.string(text) }
}
