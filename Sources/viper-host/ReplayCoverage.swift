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
  /// (`viper-host modules`, one `name<TAB>version<TAB>title` line each).
  func builtInModules() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: hostBinary)
    process.arguments = ["modules"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError("\(hostBinary) modules exited with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t")
      guard fields.count == 3 else { return nil }  // a plugin's line has a fourth field
      return String(fields[0])
    }
  }
}
