import Foundation
import Testing

/// docs/ARCHITECTURE.md's host-core table names every folder of Sources/Host, and only those.
@Suite("The host-core table")
struct ArchitectureTableTests {
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyFolderOfTheHostHasARow() throws {
    let sources = Self.checkout.appendingPathComponent("Sources/Host")
    let folders = try FileManager.default.contentsOfDirectory(
      at: sources, includingPropertiesForKeys: [.isDirectoryKey]
    )
    .filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
    .map { $0.lastPathComponent }
    let document = try String(contentsOf: Self.checkout.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let rows = document.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
      let name = line[line.index(line.startIndex, offsetBy: 3)..<end]
      return name.hasSuffix("/") ? String(name.dropLast()) : nil
    }
    #expect(Set(rows) == Set(folders))
    #expect(rows.count == Set(rows).count, "a folder has two rows")
  }
}
