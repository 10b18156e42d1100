import ArgumentParser
import Foundation
import Host
import Logging
import Transcripts

#if canImport(Glibc)
  import Glibc
#endif

/// Serves one frontend on stdin/stdout (the default command).
struct Serve: ParsableCommand {
  // Named here: derived from the type, the name costs a demangling at every start.
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Serve on stdin/stdout (the default).")

  @OptionGroup var options: HostOptions

  @Option(help: "Write the session to FILE as a transcript (see Protocol/TRANSCRIPTS.md).", completion: .file())
  var record: String?

  func run() throws {
    try Self.serve(options.settings, record: record)
  }

  /// Serves as `settings` say, then exits; what `run` does, and what the
  /// quick parse of the common start calls (`ServeArguments`).
  static func serve(_ options: HostSettings, record: String?) throws -> Never {
    let status = try session(options, record: record)
    Glibc.exit(status)
  }

  /// The session, to its end; returns the exit status in a debug build only
  /// (its graph torn down on the way out), exits at once in a release build.
  private static func session(_ options: HostSettings, record: String?) throws -> Int32 {
    // Before any other thread starts, so that the signals reach only the loop.
    let mailbox = SignalWatcher.mailbox(stoppingAt: SignalWatcher.stopping)
    // Before any pipe is written (a process plugin is asked for its manifest
    // while the composition root is built): a closed pipe is an error, not death.
    signal(SIGPIPE, SIG_IGN)
    let logger = makeLogger(level: options.level)
    let root = try StartupError.wording(
      "cannot open the data directory \(options.dataDir ?? "(the default)") or its database"
    ) {
      try CompositionRoot(options: options, reporter: mailbox, logger: logger)
    }
    let recorder = try record.map { path in
      try StartupError.wording("cannot write the transcript to \(path)") {
        try TranscriptRecorder(
          path: path, hostArguments: options.transcriptArguments,
          leaving: root.recordedGoldens(dataDirectory: options.inMemory ? nil : options.dataDirectoryPath))
      }
    }
    let loop = HostLoop(
      input: STDIN_FILENO, output: STDOUT_FILENO, maxLineBytes: root.configuration.maxLineBytes,
      maxMessageBytes: root.configuration.maxMessageBytes, logger: logger,
      tap: recorder, mailbox: mailbox
    ) { sink, scheduler in
      HostCore(
        configuration: root.configuration, registry: root.registry, launchPolicy: root.launchPolicy,
        scheduler: scheduler, sink: sink, logger: logger, sessionStore: root.sessionStore)
    }
    // The loop owns the main thread (it blocks in poll(2)); effects run on
    // the cooperative pool, HTTP on its own event loop thread.
    let status = loop.run()
    root.shutdown()
    if let recorder, let record {
      try StartupError.wording("cannot finish the transcript at \(record)") { try recorder.finish(status: status) }
    }
    // A release build exits here, with the object graph alive: what must
    // outlive the process is done (plugins stopped, databases closed,
    // transcript finished; the host is built to be killed at any moment
    // anyway), while tearing the graph down cost a tenth of a short
    // session's instructions (GRDB's queues leave NotificationCenter at
    // deinit) for memory the kernel takes back. (The databases are closed,
    // not released: no effect runs once the loop returned, and a use after
    // the close throws, never reaches SQLite.)
    // A debug build (the sanitized ones are debug builds) returns, and the
    // graph is released: a leak checker at exit (LeakSanitizer, valgrind)
    // cannot follow the pointers Swift stores with an enum's case in their
    // spare bits (every `indirect enum ViewNode` the screens hold), and would
    // report what the live graph holds as leaked. What it reports after the
    // teardown is a leak (docs/RELIABILITY.md, "Sanitizers").
    #if DEBUG
      return status
    #else
      Glibc.exit(status)
    #endif
  }
}

/// Logs go to stderr: stdout carries protocol only.
func makeLogger(level: Logger.Level) -> Logger {
  var logger = Logger(label: "viper-host") { label in StreamLogHandler.standardError(label: label) }
  logger.logLevel = level
  return logger
}

/// A start that failed on the operator's input (a directory, a file):
/// one readable line on stderr, exit 1 — never a Foundation error's dump.
struct StartupError: Error, CustomStringConvertible {
  let description: String

  static func wording<Value>(_ what: String, _ body: () throws -> Value) throws -> Value {
    do {
      return try body()
    } catch let error as StartupError {
      throw StartupError(description: "\(what): \(error.description)")
    } catch let error as NSError where error.domain == NSCocoaErrorDomain {
      // Foundation's file errors: the system's reason when there is one
      // (its own sentence can name the wrong cause), not their dump.
      if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
        throw StartupError(description: "\(what): \(String(cString: strerror(Int32(posix.code))))")
      }
      throw StartupError(description: "\(what): \(error.localizedDescription)")
    } catch {
      throw StartupError(description: "\(what): \(error)")
    }
  }
}
