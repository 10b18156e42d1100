import Foundation
import Testing

/// One version: `ViperHostCommand.version` is the source; the Python client's
/// package declares the same, and `--version` and `initialize` print it.
@Suite("The version string")
struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func hostVersion() throws -> String {
    let process = try HostBinary.start(["--version"])
    process.closeInput()
    let lines = try process.readToEnd()
    #expect(process.waitForExit() == 0)
    return try #require(lines.first).trimmingCharacters(in: .whitespaces)
  }

  @Test func thePythonPackageDeclaresTheHostsVersion() throws {
    let toml = try String(
      contentsOf: Self.root.appendingPathComponent("Clients/python/pyproject.toml"), encoding: .utf8)
    let line = try #require(toml.split(separator: "\n").first { $0.hasPrefix("version = ") })
    #expect(line == "version = \"\(try hostVersion())\"")
  }

  @Test func initializeReportsTheSameVersion() throws {
    let host = try HostBinary.start([])
    try host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    host.closeInput()
    let lines = try host.readToEnd()
    _ = host.waitForExit()
    #expect(try #require(lines.first).contains(#""hostInfo":{"name":"viper-host","version":"\#(try hostVersion())"}"#))
  }
}
