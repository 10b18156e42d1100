import ArgumentParser
import Foundation
import Transcripts
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// `viper-host mock TRANSCRIPT…`: plays the host's side of transcripts on
/// stdin/stdout, so a frontend can be tested without a host
/// (Protocol/MOCK.md). Reports go to stderr; stdout carries protocol only.
struct Mock: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mock",
    abstract: "Play the host's side of transcripts to a frontend on stdin/stdout (see Protocol/MOCK.md).",
    discussion:
      "Exit status: 0 when the frontend sent every line the transcripts expect, 1 when it did not, "
      + "2 when a transcript cannot be played by a mock.")

  @Argument(help: "Transcript files, or folders to search for *.txt transcripts, played one after another.")
  var paths: [String]

  @Option(help: "Seconds to wait for each line of the frontend (0.001 … 86400).")
  var timeout: Double = 60

  @Option(
    name: .customLong("delay-ms"),
    help: "Wait this many milliseconds before each line the mock writes (0 … 60000): a slow host, for the input rules.")
  var delayMs: Int = 0

  func validate() throws {
    try OptionRanges.check(seconds: timeout, option: "timeout")
    guard (0...60_000).contains(delayMs) else {
      throw ValidationError("--delay-ms must be 0 … 60000, got \(delayMs)")
    }
  }

  func run() throws {
    let files = try Replay.transcriptFiles(paths)
    let script: MockScript
    do {
      let transcripts = try files.map { path in
        try Transcript(path: path, text: String(contentsOfFile: path, encoding: .utf8))
      }
      script = try MockScript(transcripts)
    } catch let refusal as MockScript.Refusal {
      Self.log("viper-host mock: cannot play \(refusal)")
      throw ExitCode(2)
    } catch let error as Transcript.ParseError {
      Self.log("viper-host mock: \(error)")
      throw ExitCode(2)
    }
    // A frontend that stops reading must not kill the mock before it reports.
    signal(SIGPIPE, SIG_IGN)
    let input = StandardInput(timeout: timeout)
    let delay = useconds_t(delayMs * 1000)
    let mock = MockHost(
      script: script, timeout: timeout, read: input.next,
      write: { line in
        if delay > 0 { usleep(delay) }
        try? FileHandle.standardOutput.write(contentsOf: Array((line + "\n").utf8))
      },
      log: Self.log)
    if !mock.play() { throw ExitCode(1) }
  }

  static func log(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Array((text + "\n").utf8))
  }
}

/// The frontend's lines on stdin, each waited for at most `timeout` seconds.
private final class StandardInput {
  private let reader = LineReader(fd: 0, maxLineBytes: 64 << 20)
  private let timeout: Double

  init(timeout: Double) { self.timeout = timeout }

  func next() -> MockHost.Input {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let line: [UInt8]?? = reader.withNextLine { input in
        switch input {
        case .line(let bytes): Array(bytes)
        case .overlong: nil
        }
      }
      if let line { return .line(line ?? []) }
      if reader.reachedEndOfFile { return .end }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return .timedOut }
      var poller = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, Int32(min(remaining, 60) * 1000)) > 0 {
        if (try? reader.fill()) == nil { return .end }
      }
    }
  }
}
