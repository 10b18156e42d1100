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
    discussion: """
      Exit status: 0 when every transcript passes, 1 when any fails. With --coverage: 1 when a documented \
      item is exercised by no transcript. With --review: 1 when a failure is left, 2 without a terminal.
      """)

  @Argument(help: "Transcript files, or folders to search for *.txt transcripts.")
  var paths: [String]

  @Flag(
    help: ArgumentHelp(
      "Rewrite each transcript's expectations to what the host says now (keeps comments, wildcards, placeholders).",
      discussion: "What it writes anew leaves open the host's version and the room after the built-in modules."))
  var update = false

  @Flag(help: "List the notifications that !loose sections let pass, under each transcript.")
  var showSkipped = false

  @Flag(
    help: "Print what the transcripts exercise against what Protocol/schema documents (reads the files; runs no host).")
  var coverage = false

  @Option(help: "With --coverage: the schema folder (default: the `schema` folder beside or above the first path).")
  var schema: String?

  @Option(
    help: ArgumentHelp(
      "With --coverage: an item that may stay uncovered, e.g. kind:internal_error (repeatable).",
      valueName: "category:name"))
  var allowUncovered: [String] = []

  @Flag(help: "For each failing transcript, show the diff and ask on the terminal: accept, skip or quit.")
  var review = false

  @Flag(help: "Show the diff of each failing transcript named, and accept it (rewrite it as --update does).")
  var accept = false

  @Option(help: "The viper-host binary to replay against (default: this one).")
  var host: String?

  @Option(help: "Seconds to wait for each message (0.001 … 86400).")
  var timeout: Double = 10

  func validate() throws {
    try OptionRanges.check(seconds: timeout, option: "timeout")
    if [update, coverage, review, accept].filter({ $0 }).count > 1 {
      throw ValidationError("--update, --coverage, --review and --accept exclude each other: give one")
    }
    if !coverage && (schema != nil || !allowUncovered.isEmpty) {
      throw ValidationError("--schema and --allow-uncovered go with --coverage")
    }
  }

  func run() throws {
    let binary = host ?? Self.ownExecutable()
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw ValidationError("--host \(binary): there is no executable file there")
    }
    let rewrites = update || review || accept
    let replayer = TranscriptReplayer(
      hostBinary: binary, timeout: timeout, catalog: rewrites ? Self.catalog(of: binary) : .unknown)
    let files = try Self.transcriptFiles(paths)
    if coverage {
      return try ReplayCoverage(
        paths: paths, files: files, hostBinary: binary, schema: schema, allowed: Set(allowUncovered)
      ).run()
    }
    if review { return try ReplayReview(replayer: replayer, files: files).review() }
    if accept { return try ReplayReview(replayer: replayer, files: files).acceptAll() }
    var failed = 0
    for file in files {
      if update {
        let text: String
        do {
          text = try replayer.updated(path: file)
        } catch let failure as TranscriptReplayer.Failure {  // rewriting it now would record the wrong host
          failed += 1
          ReplayReview.show(failure)
          continue
        }
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
        ReplayReview.show(failure)
      } else {
        print("ok   \(file)")
      }
      if showSkipped {
        for item in skipped { print("  skipped after line \(item.line): <-- \(item.message)") }
      }
    }
    if !update {
      print("transcripts: \(files.count - failed) passed, \(failed) failed")
    }
    if failed > 0 { throw ExitCode(1) }
  }

  /// The host's modules, so that a rewrite leaves room after the built-in
  /// ones; a host that cannot list them gets its catalogs written as sent.
  static func catalog(of binary: String) -> ModuleCatalog {
    do {
      return try ModuleCatalog.read(host: binary)
    } catch {
      FileHandle.standardError.write(Data("note: \(error): catalogs are written as the host sends them\n".utf8))
      return .unknown
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
