/// A JSON object under construction: what the one description of a view
/// node's members (`ViewNode.writeMembers(to:)`) writes into. `ViewNode.json`
/// writes `JSONValue`s with it; the host writes JSON text with it straight
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
  /// A member whose value is an object `write` writes (a text writer writes
  /// it in place, into its own text: no value of its own to copy).
  mutating func setObject(_ key: StaticString, _ write: (inout Self) -> Void)
  /// An array member: each of `elements` an object `write` writes (in place, as `setObject`).
  mutating func setObjects<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ write: (Elements.Element, inout Self) -> Void)
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

  /// `setObject` for writers whose nested objects are values of their own.
  @inlinable
  package mutating func setObject(_ key: StaticString, _ write: (inout Self) -> Void) {
    set(key, Self.object(write))
  }

  /// `setObjects` for writers whose nested objects are values of their own.
  @inlinable
  package mutating func setObjects<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ write: (Elements.Element, inout Self) -> Void
  ) {
    set(key, elements) { element in Self.object { write(element, &$0) } }
  }

  /// The member when there is a value; none when there is not.
  @inlinable
  package mutating func setIfPresent(_ key: StaticString, _ text: String?) {
    if let text { set(key, text) }
  }

  /// A list of nodes: a screen's, a stack's, a section's, a form's.
  @inlinable
  package mutating func set(_ key: StaticString, nodes: [ViewNode]) {
    setObjects(key, nodes) { node, object in node.writeMembers(to: &object) }
  }
}
