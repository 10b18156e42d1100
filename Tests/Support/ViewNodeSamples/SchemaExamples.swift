import Foundation
import ViperKit
import Wire

extension ViewNodeSamples {
  /// Every example of every node type's schema (Protocol/schema/nodes/*.json,
  /// `examples`), read as a plugin's view is: a new type's samples are its
  /// examples, with no Swift to write. Each is (file, index, node).
  public static let schemaExamples: [(file: String, index: Int, node: ViewNode)] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Protocol/schema/nodes")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var examples: [(file: String, index: Int, node: ViewNode)] = []
    for file in files.sorted() where file.hasSuffix(".json") && file != "node.json" {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      guard case .object(let schema)? = try? JSONParser().parse(text), case .array(let values)? = schema["examples"]
      else { preconditionFailure("\(file): no examples (Protocol/schema/README.md)") }
      for (index, value) in values.enumerated() {
        do {
          examples.append((file, index, try ViewNode(json: value, path: "\(file)#examples[\(index)]")))
        } catch {
          preconditionFailure("\(file): example \(index) does not read: \(error)")
        }
      }
    }
    precondition(!examples.isEmpty, "no node schemas under \(folder.path)")
    return examples
  }()

  /// `everyKind`, then every schema example: what the writers, the patch
  /// and the plugin coding tests walk.
  public static var all: [ViewNode] { [everyKind] + schemaExamples.map(\.node) }
}
