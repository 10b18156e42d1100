import ArgumentParser
import Foundation
import Logging

/// The options every command that builds a host shares.
struct HostOptions: ParsableArguments {
  @Option(
    help: "Directory for the database (default: $XDG_DATA_HOME/viper-host or ~/.local/share/viper-host).",
    completion: .directory)
  var dataDir: String?

  @Flag(help: "Keep all data in memory: nothing is read from or written to disk.")
  var inMemory = false

  @Option(help: "Seed for every random choice, so a run can be reproduced (0 … 18446744073709551615).")
  var seed: UInt64?

  @Option(help: "Longest accepted input line in bytes (64 … 268435456); longer lines are answered with -32013.")
  var maxLineBytes: Int = 1 << 20

  @Option(
    help:
      "Longest line the host writes in bytes (4096 … 1073741824); a larger view or answer is replaced by one that says so."
  )
  var maxMessageBytes: Int = 16 << 20

  @Option(help: "Job board server root (GET BASE/jobs); default: the embedded fixture jobs.")
  var jobsURL: String?

  @Option(help: "Users server root (GET BASE/users); default: the embedded fixture users.")
  var usersURL: String?

  @Option(
    help: ArgumentHelp(
      "GitHub API root, e.g. https://api.github.com (token: $GITHUB_TOKEN, else the one saved in settings); "
        + "default: embedded stargazers."))
  var githubURL: String?

  @Option(help: "Seconds an HTTP request may take before it fails as a timeout (0.001 … 86400).")
  var httpTimeout: Double = 10

  @Flag(help: "Also register the benchmark modules (bench-counter, bench-list).")
  var benchModules = false

  @Flag(help: "Keep each view's history for time travel (debug/history, debug/state, debug/goto).")
  var debug = false

  @Option(help: "With --debug (required): entries each view's history keeps (1 … 10000, default 100).")
  var history: Int?

  @OptionGroup(title: "Plugins") var plugins: PluginOptions

  @Option(
    help: "Log level on stderr: trace, debug, info, notice, warning, error, critical.",
    completion: .list(Logger.Level.allCases.map(\.rawValue)))
  var logLevel: String = "warning"

  func validate() throws {
    try OptionRanges.check(seconds: httpTimeout, option: "http-timeout")
    try OptionRanges.check(bytes: maxMessageBytes, in: OptionRanges.messageBytes, option: "max-message-bytes")
    try OptionRanges.check(bytes: maxLineBytes, in: OptionRanges.lineBytes, option: "max-line-bytes")
    if let history {
      try OptionRanges.check(bytes: history, in: OptionRanges.historyEntries, option: "history", unit: "entries")
      // Without --debug there is no history to size: say so rather than ignore it.
      guard debug else { throw ValidationError("--history sizes the --debug history: give --debug too, or drop it") }
    }
    // Read only to talk to --github-url: then it must be fit to send.
    if githubURL != nil { try TokenCheck.check(ProcessInfo.processInfo.environment["GITHUB_TOKEN"]) }
    guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level \(logLevel)") }
  }

  /// The options a replay must start the host with to reproduce a recorded
  /// session; a data directory becomes a fresh temporary one.
  var transcriptArguments: [String] {
    var arguments: [String] = []
    if inMemory { arguments.append("--in-memory") } else { arguments += ["--data-dir", "{{tmpdir}}"] }
    if let seed { arguments += ["--seed", String(seed)] }
    if maxLineBytes != 1 << 20 { arguments += ["--max-line-bytes", String(maxLineBytes)] }
    if maxMessageBytes != 16 << 20 { arguments += ["--max-message-bytes", String(maxMessageBytes)] }
    if let jobsURL { arguments += ["--jobs-url", jobsURL] }
    if let usersURL { arguments += ["--users-url", usersURL] }
    if let githubURL { arguments += ["--github-url", githubURL] }
    if benchModules { arguments.append("--bench-modules") }
    if debug { arguments.append("--debug") }
    if let history { arguments += ["--history", String(history)] }
    return arguments + plugins.arguments
  }

  var level: Logger.Level { Logger.Level(rawValue: logLevel) ?? .warning }

  /// The data directory, created if missing.
  func resolvedDataDirectory() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let directory: String
    if let dataDir {
      directory = dataDir
    } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      directory = xdg + "/viper-host"
    } else {
      directory = (environment["HOME"] ?? ".") + "/.local/share/viper-host"
    }
    do {
      // Only its owner may read it: the session holds what the user typed.
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      // Foundation's error may not say which part is wrong: the first part
      // of the path that is a file, not a directory, is the usual reason.
      var isDirectory: ObjCBool = false
      var ancestor = directory
      while !ancestor.isEmpty && ancestor != "/" {
        if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
          if !isDirectory.boolValue { throw StartupError(description: "\(ancestor) is a file, not a directory") }
          break
        }
        ancestor = (ancestor as NSString).deletingLastPathComponent
      }
      throw error
    }
    return directory
  }
}
