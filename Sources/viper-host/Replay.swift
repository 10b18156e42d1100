import ArgumentParser
import Foundation
import Transcripts

/// `viper-host replay FILE…`: runs each transcript against a real host over
/// pipes and reports the first difference, or rewrites expectations. Not the
/// protocol server: its report is meant for stdout (the hosts it starts have
/// their own pipes).
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay transcripts against a viper-host (see Protocol/TRANSCRIPTS.md).",
    discussion: "Exit status: 0 when every transcript passes, 1 when any fails.")

  @Argument(help: "Transcript files, or folders to search for *.txt transcripts.")
  var paths: [String]

  @Flag(
    help: "Rewrite each transcript's expectations to what the host says now (keeps comments, wildcards, placeholders).")
  var update = false

  @Flag(help: "List the notifications that !loose sections let pass, under each transcript.")
  var showSkipped = false

  @Option(help: "The viper-host binary to replay against (default: this one).")
  var host: String?

  @Option(help: "Seconds to wait for each message (0.001 … 86400).")
  var timeout: Double = 10

  func validate() throws {
    try OptionRanges.check(seconds: timeout, option: "timeout")
  }

  func run() throws {
    let binary = host ?? Self.ownExecutable()
    let replayer = TranscriptReplayer(hostBinary: binary, timeout: timeout)
    let files = try Self.transcriptFiles(paths)
    var failed = 0
    for file in files {
      if update {
        let text = try replayer.updated(path: file)
        let old = try String(contentsOfFile: file, encoding: .utf8)
        if text != old {
          try text.write(toFile: file, atomically: true, encoding: .utf8)
          print("updated \(file)")
        }
        continue
      }
      var skipped: [TranscriptReplayer.Skipped] = []
      if let failure = try replayer.check(path: file, skipped: &skipped) {
        failed += 1
        print("FAIL \(failure.path):\(failure.line)")
        print(
          failure.report.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n"))
      } else {
        print("ok   \(file)")
      }
      if showSkipped {
        for item in skipped { print("  skipped after line \(item.line): <-- \(item.message)") }
      }
    }
    if !update {
      print("transcripts: \(files.count - failed) passed, \(failed) failed")
      if failed > 0 { throw ExitCode(1) }
    }
  }

  static func ownExecutable() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  static func transcriptFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ValidationError("no such file: \(path)")
      }
      if isDirectory.boolValue {
        let entries = try FileManager.default.subpathsOfDirectory(atPath: path).filter { $0.hasSuffix(".txt") }.sorted()
        files += entries.map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    return files
  }
}
