import ViperKit
import Wire

/// View nodes straight into JSON text: the hot path of every update. The
/// members are the ones `ViewNode.writeMembers(to:)` describes (as for
/// `ViewNode.json`, used by patches and plugins), written with no tree in
/// between; the text of a view sent whole is kept, and a resync
/// (`view/get`) of an unchanged view answers with it.
enum ViewNodeText {
  static func make(_ node: ViewNode) -> [UInt8] { JSONTextObjectWriter.object(node) }
}

/// Writes one object's text, finished (`}`) after every member: a node's
/// text is its parent's member as it is, with no copy but the append.
struct JSONTextObjectWriter: ViewObjectWriter {
  private var writer = JSONWriter(capacity: 64)

  init() {
    writer.beginObject()
    writer.endObject()
  }

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

  var value: [UInt8] { writer.bytes }

  static func string(_ text: String) -> [UInt8] {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return writer.bytes
  }

  private mutating func member(_ key: StaticString, _ write: (inout JSONWriter) -> Void) {
    writer.reopenObject()
    writer.key(key)
    write(&writer)
    writer.endObject()
  }
}
