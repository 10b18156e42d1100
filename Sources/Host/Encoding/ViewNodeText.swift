import ViperKit
import Wire

/// View nodes straight into JSON text: the hot path of every update. The
/// members are the ones `ViewNode.writeMembers(to:)` describes (as for
/// `ViewNode.json`, used by patches and plugins), written with no tree in
/// between and no text of its own per node: a node's children are written
/// in place into their parent's text (issue #40). The text of a view sent
/// whole is kept, and a resync (`view/get`) of an unchanged view answers
/// with it.
enum ViewNodeText {
  static func make(_ node: ViewNode) -> [UInt8] { JSONTextObjectWriter.object(node) }

  /// `node`'s object written at the end of `writer`'s text (a message's member).
  static func write(_ node: ViewNode, into writer: inout JSONWriter) {
    JSONTextObjectWriter.nest(in: &writer) { node.writeMembers(to: &$0) }
  }
}

/// Writes one object's text, finished (`}`) after every member: a nested
/// object or array of objects is written in place into the same text, the
/// bytes moved into the nested writer and back (no copy, no reference counted).
struct JSONTextObjectWriter: ViewObjectWriter {
  private var writer: JSONWriter

  init() {
    writer = JSONWriter(capacity: 64)
    writer.beginObject()
    writer.endObject()
  }

  /// A writer that holds no text yet (no memory): `nest` moves one in.
  private init(empty: Void) { writer = JSONWriter(capacity: 0) }

  mutating func set(_ key: StaticString, _ text: String) { member(key) { $0.string(text) } }
  mutating func set(_ key: StaticString, _ number: Int) { member(key) { $0.int(number) } }
  mutating func set(_ key: StaticString, _ flag: Bool) { member(key) { $0.bool(flag) } }
  mutating func setNull(_ key: StaticString) { member(key) { $0.null() } }
  mutating func set(_ key: StaticString, _ value: [UInt8]) { member(key) { $0.raw(value) } }

  mutating func set<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ element: (Elements.Element) -> [UInt8]
  ) {
    member(key) { writer in
      writer.array { writer in
        for item in elements {
          writer.element()
          writer.raw(element(item))
        }
      }
    }
  }

  mutating func setObject(_ key: StaticString, _ write: (inout Self) -> Void) {
    member(key) { Self.nest(in: &$0, write) }
  }

  mutating func setObjects<Elements: Collection>(
    _ key: StaticString, _ elements: Elements, _ write: (Elements.Element, inout Self) -> Void
  ) {
    member(key) { writer in
      writer.array { writer in
        for item in elements {
          writer.element()
          Self.nest(in: &writer) { write(item, &$0) }
        }
      }
    }
  }

  var value: [UInt8] { writer.bytes }

  static func string(_ text: String) -> [UInt8] {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return writer.bytes
  }

  /// Writes the object `write` describes at the end of `writer`'s text: the
  /// text moves into an object writer and back (swapped, not copied).
  static func nest(in writer: inout JSONWriter, _ write: (inout Self) -> Void) {
    var object = Self(empty: ())
    swap(&object.writer, &writer)
    object.writer.beginObject()
    object.writer.endObject()
    write(&object)
    swap(&object.writer, &writer)
  }

  private mutating func member(_ key: StaticString, _ write: (inout JSONWriter) -> Void) {
    writer.reopenObject()
    writer.key(key)
    write(&writer)
    writer.endObject()
  }
}
