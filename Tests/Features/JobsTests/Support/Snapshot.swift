import Foundation
import Testing

/// Compares a value's JSON with `Snapshots/NAME.json` at the test target's root.
/// `SNAPSHOTS=record swift test` writes the files instead.
func expectSnapshot<T: Encodable>(
  _ value: T, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let json = String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/\(name).json").path
  if ProcessInfo.processInfo.environment["SNAPSHOTS"] == "record" || !FileManager.default.fileExists(atPath: path) {
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name); check it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  let stored = try String(contentsOfFile: path, encoding: .utf8)
  #expect(json == stored, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
