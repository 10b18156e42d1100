import Foundation
import JSONValue
import Testing
import ViewNodeSamples
import ViperKit

/// The node types are one list: the schema's dispatcher (Protocol/schema/nodes/node.json)
/// names exactly the types `ViewNode.NodeType` has, and the shared samples hold each one.
@Suite("Node types")
struct NodeTypeTests {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Protocol/schema/nodes")

  @Test func theSchemaListsExactlyTheTypesTheKitWrites() throws {
    let data = try Data(contentsOf: Self.schema.appendingPathComponent("node.json"))
    let dispatcher = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let refs = try #require(dispatcher["oneOf"] as? [[String: String]]).compactMap { $0["$ref"] }
    #expect(refs.map { String($0.dropLast(".json".count)) } == ViewNode.NodeType.allCases.map(\.rawValue))
    // And each has its own schema file, whose `type` is its name.
    for type in ViewNode.NodeType.allCases {
      let file = Self.schema.appendingPathComponent("\(type.rawValue).json")
      let node = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any], "\(file.lastPathComponent)")
      let properties = try #require(node["properties"] as? [String: Any])
      let typeMember = try #require(properties["type"] as? [String: Any])
      #expect(typeMember["const"] as? String == type.rawValue, "\(file.lastPathComponent)")
    }
  }

  /// The samples of a type are its schema's examples (no Swift to write for
  /// a new one): each reads, and writes back the JSON it was read from.
  @Test func theSchemaExamplesHoldEveryTypeAndWriteBackAsTheyRead() throws {
    #expect(Set(ViewNodeSamples.schemaExamples.map(\.node.nodeType)) == Set(ViewNode.NodeType.allCases))
    for (file, index, node) in ViewNodeSamples.schemaExamples {
      #expect(try ViewNode(json: node.json) == node, "\(file) example \(index)")
    }
  }

  /// Every node's JSON begins with its `type`, as the node type names it.
  @Test func everyNodeWritesItsTypeFirst() {
    func check(_ node: ViewNode) {
      guard case .object(let object) = node.json else {
        Issue.record("\(node.nodeType) is not an object")
        return
      }
      #expect(object.members.first?.key == "type")
      #expect(object["type"] == .string(node.nodeType.rawValue))
      node.children.forEach(check)
    }
    ViewNodeSamples.all.forEach(check)
  }

  /// A container given its own children back is itself; a leaf ignores them.
  @Test func withChildrenReplacesOnlyTheChildren() {
    func check(_ node: ViewNode) {
      #expect(node.withChildren(node.children) == node)
      let replaced = node.withChildren([.text("x")])
      #expect(replaced.nodeType == node.nodeType)
      if replaced.children.isEmpty {
        #expect(replaced == node, "a leaf is itself")
      } else {
        #expect(replaced.children == [.text("x")])
        #expect(replaced.withChildren(node.children) == node, "only the children changed")
      }
      node.children.forEach(check)
    }
    ViewNodeSamples.all.forEach(check)
  }
}
