/// A JSON object under construction: what the one description of a view
/// node's members (`ViewNode.writeMembers(to:)`) writes into. `ViewNode.json`
/// writes `JSONValue`s with it; the host writes json-c trees with it straight
/// from the nodes (its hot path), so the two cannot disagree.
///
/// Keys are static strings: a writer may keep them without copying. Package
/// access: the host's business, not the feature author's (ViperKit's public
/// surface is the author's API).
@usableFromInline package protocol ViewObjectWriter {
  /// A finished object or array, as a member of another object.
  associatedtype Value

  /// An empty object.
  init()
  mutating func set(_ key: StaticString, _ text: String)
  mutating func set(_ key: StaticString, _ number: Int)
  mutating func set(_ key: StaticString, _ flag: Bool)
  mutating func setNull(_ key: StaticString)
  /// A finished object or array as a member.
  mutating func set(_ key: StaticString, _ value: Value)
  /// An array member: each of `elements` as `element` writes it.
  mutating func set<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ element: (Elements.Element) -> Value)
  /// The finished object.
  var value: Value { get }
  /// A string as an array element (a multiple choice's keys).
  static func string(_ text: String) -> Value
}

extension ViewObjectWriter {
  /// `node` as a finished object.
  @inlinable
  package static func object(_ node: ViewNode) -> Value {
    var object = Self()
    node.writeMembers(to: &object)
    return object.value
  }

  /// An object with the members `write` writes.
  @inlinable
  package static func object(_ write: (inout Self) -> Void) -> Value {
    var object = Self()
    write(&object)
    return object.value
  }

  /// The member when there is a value; none when there is not.
  @inlinable
  package mutating func setIfPresent(_ key: StaticString, _ text: String?) {
    if let text { set(key, text) }
  }

  /// A list of nodes: a screen's, a stack's, a section's, a form's.
  @inlinable
  package mutating func set(_ key: StaticString, nodes: [ViewNode]) {
    set(key, nodes) { Self.object($0) }
  }
}
