import Foundation
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// A `viper-host` child process over real pipes: write lines to its stdin,
/// read its stdout line by line with a timeout. Used by the replayer and the
/// end-to-end tests.
public final class HostProcess {
  public enum ReadError: Error, Equatable {
    case timedOut
    case endOfOutput
  }

  private let process = Process()
  private let stdinPipe = Pipe()
  private let stdoutPipe = Pipe()
  private let reader: LineReader
  private var stdinOpen = true
  /// The child's stderr goes to this file, to show when something fails.
  public let stderrPath: String

  public init(executable: String, arguments: [String], environment: [String: String]? = nil) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    stderrPath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-host-stderr-\(UUID().uuidString).log").path
    _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
    process.standardInput = stdinPipe
    process.standardOutput = stdoutPipe
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    reader = LineReader(fd: stdoutPipe.fileHandleForReading.fileDescriptor, maxLineBytes: 64 << 20)
    // Writing to a host that died must fail with EPIPE, not kill the caller.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(atPath: stderrPath)
  }

  /// Writes `bytes` and a newline to the host's stdin.
  public func send(_ bytes: [UInt8]) throws {
    try stdinPipe.fileHandleForWriting.write(contentsOf: bytes + [0x0A])
  }

  public func send(_ line: String) throws { try send(Array(line.utf8)) }

  /// Writes bytes as they are: a frontend that dies in the middle of a line.
  public func sendWithoutNewline(_ bytes: [UInt8]) throws {
    try stdinPipe.fileHandleForWriting.write(contentsOf: bytes)
  }

  /// Closes the host's stdin (end of input).
  public func closeInput() {
    guard stdinOpen else { return }
    stdinOpen = false
    try? stdinPipe.fileHandleForWriting.close()
  }

  /// Closes the read end of the host's stdout (a frontend that stops
  /// listening); nothing can be read after it.
  public func closeOutput() {
    try? stdoutPipe.fileHandleForReading.close()
  }

  /// The next line the host wrote, waiting at most `timeout` seconds.
  public func readLine(timeout: Double = 10) throws(ReadError) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let line: String?? = reader.withNextLine { input in
        switch input {
        case .line(let bytes): String(decoding: bytes, as: UTF8.self)
        case .overlong: nil
        }
      }
      if let line { return line ?? "" }
      if reader.reachedEndOfFile { throw .endOfOutput }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { throw .timedOut }
      var poller = pollfd(fd: reader.fd, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, Int32(min(remaining, 60) * 1000)) > 0 {
        _ = try? reader.fill()
      }
    }
  }

  /// Every remaining line until the host closes its stdout.
  public func readToEnd(timeout: Double = 10) throws(ReadError) -> [String] {
    var lines: [String] = []
    while true {
      do {
        lines.append(try readLine(timeout: timeout))
      } catch .endOfOutput {
        return lines
      }
    }
  }

  /// Waits for the process to end and returns its exit status; nil when it
  /// is still running after `timeout` seconds. The default only guards
  /// against a hang: under `make sanitize` (every test at once, ASan's host
  /// on 2 cores) a child that ends at once has taken more than 10 s to be
  /// seen ended.
  public func waitForExit(timeout: Double = 60) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        // `isRunning` turns false when Foundation's monitor reaps the
        // child, and on a loaded machine that monitor can wait seconds for
        // a thread (`viper-host modules` ended, yet "running" after 10 s,
        // in a full `make test`): the timeout is the child's, and an
        // exited child is a zombie until it is reaped.
        guard Self.hasExited(process.processIdentifier) else { return nil }
        let reaped = Date().addingTimeInterval(60)
        while process.isRunning && Date() < reaped { usleep(2000) }
        return process.isRunning ? nil : process.terminationStatus
      }
      usleep(2000)
    }
    return process.terminationStatus
  }

  /// Whether `pid` has exited (a zombie, or already reaped), from `/proc`.
  static func hasExited(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    // The state follows the command's closing parenthesis: "pid (comm) S …".
    guard let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
    return state == "Z" || state == "X"
  }

  public var processIdentifier: Int32 { process.processIdentifier }

  public var stderrText: String {
    (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
  }
}
