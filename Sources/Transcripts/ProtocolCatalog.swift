import Foundation
import JSONValue
import Wire

/// What the protocol documents, read from its exact JSON Schemas
/// (`Protocol/schema/`, the one source of truth: what the host writes today)
/// rather than from a copy in code.
///
/// - methods: the `method` const of each `requests/*.json`;
/// - notifications: the `method` const of each `notifications/*.json`;
/// - node types: the `type` const of each `nodes/*.json`;
/// - error codes: `responses/error.json`'s `error.code` enum;
/// - error kinds: the `data.kind` enums tied to those codes there.
public struct ProtocolCatalog: Sendable, Equatable {
  public struct LoadError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public var methods: [String]
  public var notifications: [String]
  public var nodeTypes: [String]
  public var errorCodes: [Int64]
  public var errorKinds: [String]

  public init(
    methods: [String], notifications: [String], nodeTypes: [String], errorCodes: [Int64], errorKinds: [String]
  ) {
    self.methods = methods
    self.notifications = notifications
    self.nodeTypes = nodeTypes
    self.errorCodes = errorCodes
    self.errorKinds = errorKinds
  }

  /// Reads the catalog from a schema folder (`Protocol/schema`).
  public init(schemaDirectory: String) throws {
    let parser = JSONParser()
    func schemas(_ folder: String) throws -> [(String, JSONValue)] {
      let path = (schemaDirectory as NSString).appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
      guard !names.isEmpty else { throw LoadError(description: "no schemas in \(path)") }
      return try names.map { name in
        let file = (path as NSString).appendingPathComponent(name)
        do {
          return (file, try parser.parse(String(contentsOfFile: file, encoding: .utf8)))
        } catch {
          throw LoadError(description: "\(file) is not JSON: \(error)")
        }
      }
    }
    /// The const of `properties.MEMBER` in each schema that has one (the
    /// dispatching `node.json` and `notification.json` have none).
    func constants(_ folder: String, member: String) throws -> [String] {
      try schemas(folder).compactMap { $0.1["properties"]?[member]?["const"]?.stringValue }
    }
    methods = try constants("requests", member: "method")
    notifications = try constants("notifications", member: "method")
    nodeTypes = try constants("nodes", member: "type")
    let errorFile = (schemaDirectory as NSString).appendingPathComponent("responses/error.json")
    let error: JSONValue
    do {
      error = try parser.parse(String(contentsOfFile: errorFile, encoding: .utf8))
    } catch {
      throw LoadError(description: "cannot read \(errorFile): \(error)")
    }
    let errorObject = error["properties"]?["error"]
    errorCodes = (errorObject?["properties"]?["code"]?["enum"]?.arrayValue ?? []).compactMap(\.intValue)
    var kinds: [String] = []
    for condition in errorObject?["allOf"]?.arrayValue ?? [] {
      let names = condition["then"]?["properties"]?["data"]?["properties"]?["kind"]?["enum"]?.arrayValue ?? []
      kinds += names.compactMap(\.stringValue).filter { !kinds.contains($0) }
    }
    errorKinds = kinds
    for (name, list) in [("methods", methods), ("notifications", notifications), ("node types", nodeTypes)]
    where list.isEmpty {
      throw LoadError(description: "found no \(name) in \(schemaDirectory)")
    }
    if errorCodes.isEmpty || errorKinds.isEmpty {
      throw LoadError(description: "found no error codes or kinds in \(errorFile)")
    }
  }

  /// The `schema` folder beside or above `path` (a transcript folder such as
  /// `Protocol/transcripts` finds `Protocol/schema`), if there is one.
  public static func schemaDirectory(near path: String) -> String? {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    for _ in 0..<8 {
      let candidate = url.appendingPathComponent("schema")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("responses/error.json").path) {
        return candidate.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { break }
      url = parent
    }
    return nil
  }
}
