import ArgumentParser
import BenchModules
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

  @Flag(help: ArgumentHelp("Also register the benchmark modules (\(BenchModules.names.joined(separator: ", ")))."))
  var benchModules = false

  @Flag(help: "Keep each view's history for time travel (debug/history, debug/state, debug/goto).")
  var debug = false

  @Option(help: "With --debug (required): entries each view's history keeps (1 … 10000, default 100).")
  var history: Int?

  @OptionGroup(title: "Plugins") var plugins: PluginOptions

  @Option(
    help: """
      Log level on stderr: trace (each message's method and id, never its params), debug, info, notice, \
      warning, error, critical.
      """,
    completion: .list(Logger.Level.allCases.map(\.rawValue)))
  var logLevel: String = "warning"

  /// The checks are `HostSettings.validate`'s: the quick parse of `serve` makes the same.
  func validate() throws {
    try settings.validate()
  }

  var settings: HostSettings {
    HostSettings(
      dataDir: dataDir, inMemory: inMemory, seed: seed, maxLineBytes: maxLineBytes, maxMessageBytes: maxMessageBytes,
      jobsURL: jobsURL, usersURL: usersURL, githubURL: githubURL, httpTimeout: httpTimeout,
      benchModules: benchModules, debug: debug, history: history, plugins: plugins.settings, logLevel: logLevel)
  }
}
