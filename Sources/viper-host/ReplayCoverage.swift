import ArgumentParser
import Foundation
import Transcripts

/// `replay --coverage`: reads the transcripts (runs none) and prints what
/// they exercise against what the protocol documents (Protocol/TRANSCRIPTS.md,
/// "Coverage and review"); exit 1 when a documented item is exercised by none.
struct ReplayCoverage {
  let paths: [String]
  let files: [String]
  let hostBinary: String
  let schema: String?
  let allowed: Set<String>

  func run() throws {
    guard let schemaDirectory = schema ?? paths.lazy.compactMap({ ProtocolCatalog.schemaDirectory(near: $0) }).first
    else {
      throw ValidationError(
        "found no schema folder beside or above \(paths.joined(separator: ", ")): give --schema DIR")
    }
    let catalog = try ProtocolCatalog(schemaDirectory: schemaDirectory)
    var coverage = TranscriptCoverage()
    for file in files {
      coverage.add(try Transcript(path: file, text: String(contentsOfFile: file, encoding: .utf8)))
    }
    let report = CoverageReport(
      coverage: coverage, catalog: catalog, builtInModules: try builtInModules(), allowed: allowed)
    if !report.unknownAllowances.isEmpty {
      throw ValidationError(
        "--allow-uncovered names nothing documented: \(report.unknownAllowances.joined(separator: ", "))")
    }
    print("Documented: \(schemaDirectory); built-in modules: \(hostBinary) modules")
    print(report.text)
    if !report.uncovered.isEmpty { throw ExitCode(1) }
  }

  /// The modules the host registers without plugins or `--bench-modules`
  /// (`viper-host modules`: the lines without a mark).
  func builtInModules() throws -> [String] {
    do {
      return try ModuleCatalog.read(host: hostBinary).builtIn
    } catch {
      throw ValidationError("\(error)")
    }
  }
}
