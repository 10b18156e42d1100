import JSONValue

/// View nodes as the wire shows them (Protocol/schema/nodes/), both ways:
/// each type's members are said once, in its struct's file (Nodes/), whose
/// `writeMembers(to:)` `ViewNode.json` and the host's json-c writer both walk
/// (inlinable, so each writer gets it specialized: no dynamic dispatch per
/// member) and whose `init(members:)` reads what plugins send.
extension ViewNode {
  /// The node's JSON, as its struct's `writeMembers(to:)` describes it.
  public var json: JSONValue { JSONValueObject.object(self) }

  /// Reads a node a plugin sent. Strict: an unknown type or a missing or
  /// mistyped member is an error naming its path, so a plugin's mistake is
  /// caught at the boundary and never reaches a frontend. Each type's
  /// struct reads its own members (`init(members:)`).
  package init(json: JSONValue, path: String = "$") throws(ViewDecodingError) {
    let node = try ViewMembers(json, path: path)
    let type = try node.string("type")
    guard let nodeType = NodeType(rawValue: type) else {
      throw ViewDecodingError(path: "\(path).type", reason: "unknown node type \"\(type)\"")
    }
    try self.init(members: node, type: nodeType)
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
package struct ViewDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  package var path: String
  package var reason: String
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  package var description: String { "\(path): \(reason)" }
}
