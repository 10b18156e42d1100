import Foundation
import JSONValue
import Testing
import Transcripts

#if canImport(Glibc)
  import Glibc
#endif

/// PROTOCOL §10: however the host ends that is not a crash or a SIGKILL, it
/// leaves no temporary files — its data directory holds the files §9 lists,
/// no SQLite `-wal` or `-shm` beside them (they stayed from issue #31, when
/// the host stopped closing its databases at exit, until issue #37). Every
/// host here runs under LeakSanitizer (`LeakCheck`): each way out is also
/// the `make sanitize` gate of `make test`.
@Suite("A clean exit: the data directory it leaves, and no leak")
struct DataDirectoryAfterExitTests {
  /// After a session that used both databases (onboarding completed, a session saved).
  static let documented: Set<String> = ["viper-host.sqlite", "session.sqlite"]

  /// Every way a frontend or the operator ends a host cleanly (§3), and the status it exits with.
  enum Ending: Sendable, CustomTestStringConvertible {
    case endOfInput, shutdownAndExit, exitAlone, closedOutput
    case signal(Int32)

    static let all: [Ending] =
      [.endOfInput, .shutdownAndExit, .exitAlone, .closedOutput]
      + [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM].map(Ending.signal)

    var status: Int32 {
      switch self {
      case .endOfInput, .shutdownAndExit, .closedOutput: 0
      case .exitAlone: 1
      case .signal(let signal): 128 + signal
      }
    }

    var testDescription: String {
      switch self {
      case .endOfInput: "end of input"
      case .shutdownAndExit: "shutdown, then exit"
      case .exitAlone: "exit without shutdown"
      case .closedOutput: "a closed stdout"
      case .signal(let signal): "signal \(signal)"
      }
    }

    func end(_ frontend: Frontend) throws {
      switch self {
      case .endOfInput: frontend.host.closeInput()
      case .shutdownAndExit:
        #expect(try frontend.result("shutdown") == .null)
        try frontend.host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
      case .exitAlone: try frontend.host.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
      case .closedOutput: frontend.host.closeOutput()
      case .signal(let signal): kill(frontend.host.processIdentifier, signal)
      }
    }
  }

  /// Onboarding completed (a write to `viper-host.sqlite`) and home open (saved in `session.sqlite`).
  static func session(on directory: String) throws -> Frontend {
    let frontend = Frontend(host: try LeakCheck.start(["--data-dir", directory]))
    try frontend.initialize()
    #expect(try frontend.result("app/start")?["module"] == "onboarding")
    for _ in 0..<5 { _ = try frontend.call("view/event", ["viewId": "v1", "action": "continue"]) }
    #expect(try frontend.call("host/idle").first?["params"]?["module"] == "home")
    return frontend
  }

  static func files(in directory: String) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory))
  }

  @Test(arguments: Ending.all)
  func eachCleanEndingLeavesOnlyTheDocumentedFiles(ending: Ending) throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let frontend = try Self.session(on: directory)
    try ending.end(frontend)
    if case .closedOutput = ending {} else { _ = try? frontend.host.readToEnd() }
    LeakCheck.expectClean(frontend.host, status: ending.status)
    #expect(try Self.files(in: directory) == Self.documented)
    // What was acknowledged is in the files themselves (the log was emptied into them).
    let next = Frontend(host: try LeakCheck.start(["--data-dir", directory]))
    try next.initialize()
    #expect(try next.result("app/start", ["restore": true])?["module"] == "home")
    try LeakCheck.endInput(of: next.host)
    #expect(try Self.files(in: directory) == Self.documented)
  }

  @Test func anInitializeOnlyStartLeavesTheEmptyDatabaseAlone() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let frontend = Frontend(host: try LeakCheck.start(["--data-dir", directory]))
    try frontend.initialize()
    try LeakCheck.endInput(of: frontend.host)
    #expect(try Self.files(in: directory) == ["viper-host.sqlite"])
  }

  /// A token saved on `settings` is one file more, `github-token`, and
  /// nothing of the temporary name it was written under (PROTOCOL §9).
  @Test func aSavedTokenIsTheOneFileMore() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let frontend = Frontend(host: try LeakCheck.start(["--data-dir", directory]))
    let nodes: JSONValue = ["field", "toggle", "form", "stack", "section"]
    _ = try frontend.call("initialize", ["protocolVersion": "1", "capabilities": ["nodes": nodes]])
    _ = try frontend.call("view/open", ["module": "settings"])
    _ = try frontend.call("host/idle")
    _ = try frontend.call("view/event", ["viewId": "v1", "action": "save-token"])
    let token = "ghp_" + String(repeating: "a1", count: 18)
    _ = try frontend.call("view/input", ["viewId": "v1", "key": "token", "seq": 1, "secret": .string(token)])
    _ = try frontend.call("view/event", ["viewId": "v1", "action": "save-token"])
    _ = try frontend.call("host/idle")
    // The check found a real leak here (issue #37): the json-c encoder made an
    // object, then returned another for each input node (48 bytes a node at
    // every whole update of a screen with inputs). One writer for both trees
    // has no such path; this keeps it so.
    try LeakCheck.endInput(of: frontend.host)
    #expect(try Self.files(in: directory) == Self.documented.union(["github-token"]))
    #expect(try String(contentsOfFile: directory + "/github-token", encoding: .utf8).contains(token))
  }

  /// `viper-host link` reads the saved session and changes no file (SESSIONS.md §3).
  @Test func linkOnTheDataDirectoryLeavesOnlyTheDocumentedFiles() throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let session = try Self.session(on: directory)
    try LeakCheck.endInput(of: session.host)
    let link = try LeakCheck.start(["link", "--data-dir", directory])
    link.closeInput()
    #expect(try link.readToEnd() == ["home"])
    LeakCheck.expectClean(link, status: 0)
    #expect(try Self.files(in: directory) == Self.documented)
  }

  /// `replay` and `link TRANSCRIPT` run hosts on temporary data directories
  /// (`{{tmpdir}}`): nothing is left in the temporary folder once they end.
  @Test(arguments: [["replay"], ["link"]])
  func replayingATranscriptLeavesNoTemporaryFiles(command: [String]) throws {
    let temporary = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let transcript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Protocol/transcripts/onboarding-restart-goes-home.txt").path
    // The replayer itself is checked; the hosts it runs inherit the check, but it reads their exit status
    // only where a transcript says one (the ways out above are the hosts').
    let process = try LeakCheck.start(command + [transcript], temporaryDirectory: temporary)
    process.closeInput()
    _ = try process.readToEnd(timeout: 60)
    LeakCheck.expectClean(process, status: 0)
    // HostProcess keeps the child's stderr in the test's own temporary folder, not this one.
    #expect(try Self.files(in: temporary).isEmpty)
  }
}
