import Foundation
import Testing

/// `viper-host protocol`: the binary describes the protocol from the schemas
/// embedded in it, and that description is Protocol/schema, file by file.
@Suite("viper-host protocol")
struct ProtocolCommandTests {
  static let schemaRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Protocol/schema")

  /// The exact set (Protocol/schema/README.md): common.json and four folders; not open/ nor plugin/.
  static func exactSchemaFiles() throws -> [String] {
    var paths = ["common.json"]
    for folder in ["requests", "responses", "notifications", "nodes"] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: schemaRoot.appendingPathComponent(folder).path)
      paths += names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
    }
    return paths.sorted()
  }

  func run(_ arguments: [String]) throws -> (status: Int32?, stdout: String) {
    let process = try HostBinary.start(arguments)
    process.closeInput()
    let lines = try process.readToEnd()
    return (process.waitForExit(), lines.joined(separator: "\n"))
  }

  func description() throws -> [String: Any] {
    let outcome = try run(["protocol", "--format", "json"])
    #expect(outcome.status == 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    return try #require(parsed as? [String: Any])
  }

  @Test func theEmbeddedSchemasAreProtocolSchemaFileByFile() throws {
    let schemas = try #require(try description()["schemas"] as? [String: Any])
    let files = try Self.exactSchemaFiles()
    #expect(schemas.keys.sorted() == files)
    for path in files {
      let data = try Data(contentsOf: Self.schemaRoot.appendingPathComponent(path))
      let onDisk = try JSONSerialization.jsonObject(with: data) as? NSDictionary
      let embedded = schemas[path] as? NSDictionary
      #expect(
        embedded != nil && embedded == onDisk,
        "\(path) differs from the binary's copy: run python3 Protocol/schema/make_swift.py and rebuild")
    }
  }

  @Test func methodsNotificationsAndNodeTypesAreThoseOfTheSchemas() throws {
    let json = try description()
    let methods = try #require(json["methods"] as? [[String: Any]])
    #expect(methods.count == (try Self.exactSchemaFiles().filter { $0.hasPrefix("requests/") }.count))
    let names = Set(methods.compactMap { $0["name"] as? String })
    #expect(names.isSuperset(of: ["initialize", "view/open", "view/event", "shutdown", "exit"]))
    let open = try #require(methods.first { $0["name"] as? String == "view/open" })
    #expect((open["params"] as? [String: Any])?["required"] as? [String] == ["module"])
    #expect(open["result"] is [String: Any])
    let notifications = try #require(json["notifications"] as? [[String: Any]])
    #expect(
      Set(notifications.compactMap { $0["name"] as? String })
        == ["view/update", "view/patch", "view/closed", "router/navigate"])
    let nodes = try #require(json["nodeTypes"] as? [[String: Any]])
    #expect(nodes.compactMap { $0["type"] as? String }.contains("screen"))
    let errors = try #require(json["errors"] as? [[String: Any]])
    let parseError = try #require(errors.first { $0["code"] as? Int == -32700 })
    #expect(parseError["kinds"] as? [String] == ["parse_error", "invalid_utf8"])
    #expect(errors.count == 13)
  }

  @Test func versionAndLimitsAreTheBinarysOwn() throws {
    let json = try description()
    let version = try run(["--version"])
    #expect(json["version"] as? String == version.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(json["protocolVersion"] as? String == "1")
    let limits = try #require(json["limits"] as? [String: Int])
    #expect(limits["maxLineBytes"] == 1 << 20)
    #expect(limits["maxViews"] == 256)
  }

  @Test func textFormatListsEveryMethod() throws {
    let outcome = try run(["protocol"])
    #expect(outcome.status == 0)
    for method in ["initialize(", "view/open(module, input?)", "view/patch(", "-32700: parse_error, invalid_utf8"] {
      #expect(outcome.stdout.contains(method), "\(method) missing from:\n\(outcome.stdout)")
    }
  }
}
