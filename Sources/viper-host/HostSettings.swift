import ArgumentParser
import Foundation
import Logging

/// What `serve` was told, as plain values: `HostOptions` (the command line's
/// definition, for help and errors) and `ServeArguments` (the quick parse of
/// the common start) both make one, and the host runs on it.
struct HostSettings: Equatable {
  var dataDir: String?
  var inMemory = false
  var seed: UInt64?
  var maxLineBytes = 1 << 20
  var maxMessageBytes = 16 << 20
  var jobsURL: String?
  var usersURL: String?
  var githubURL: String?
  var httpTimeout: Double = 10
  var benchModules = false
  var debug = false
  var history: Int?
  var plugins = PluginSettings()
  var logLevel = "warning"

  /// The checks `HostOptions.validate` and `PluginOptions.validate` make (their errors are the words).
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
    if githubURL != nil { try TokenCheck.check(Environment.value("GITHUB_TOKEN")) }
    guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level \(logLevel)") }
    try plugins.validate()
  }

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

  /// Where the data directory is: `--data-dir`, else the XDG default.
  var dataDirectoryPath: String {
    if let dataDir { return dataDir }
    if let xdg = Environment.value("XDG_DATA_HOME"), !xdg.isEmpty { return xdg + "/viper-host" }
    return (Environment.value("HOME") ?? ".") + "/.local/share/viper-host"
  }

  /// The data directory, created if missing.
  func resolvedDataDirectory() throws -> String {
    let directory = dataDirectoryPath
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

/// The plugins to load, as plain values (`PluginOptions` parses them).
struct PluginSettings: Equatable {
  var libraries: [String] = []
  var directories: [String] = []
  var processes: [String] = []
  var pluginTimeout: Double = 5

  func validate() throws {
    try OptionRanges.check(seconds: pluginTimeout, option: "plugin-timeout")
  }

  var arguments: [String] {
    var arguments: [String] = []
    for path in libraries { arguments += ["--plugin", path] }
    for directory in directories { arguments += ["--plugin-dir", directory] }
    for command in processes { arguments += ["--process-plugin", command] }
    if pluginTimeout != 5 { arguments += ["--plugin-timeout", String(pluginTimeout)] }
    return arguments
  }
}

/// One variable of the process's environment. `ProcessInfo.environment`
/// copies the whole environment into a dictionary first (a tenth of the
/// start-up with a data directory, issue #31).
enum Environment {
  static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
