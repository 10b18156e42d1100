import Foundation
import Testing
import Transcripts

/// Every numeric option of the real binary, given values it cannot use:
/// refused at start with exit 64 (EX_USAGE) and a message that names the
/// option, never a crash (a signal) and never a host that starts serving.
@Suite("Numeric options are checked at start", .serialized)
struct NumericOptionsTests {
  /// Values no numeric option accepts.
  static let alwaysBad = ["inf", "-inf", "nan", "-nan", "1e300", "-1", "", "text", "99999999999999999999999999"]

  /// Each option, how to run it, and its own extra bad values (out of its range).
  static let options: [(command: [String], option: String, extra: [String])] = [
    (["--in-memory"], "--http-timeout", ["0", "0.0001", "86401", "+infinity", "1e-300"]),
    (["--in-memory"], "--plugin-timeout", ["0", "0.0001", "86401", "infinity", "1e-300"]),
    (["--in-memory"], "--max-line-bytes", ["0", "63", "268435457", "9223372036854775807", "1.5"]),
    (["--in-memory"], "--max-message-bytes", ["0", "1024", "4095", "1073741825", "9223372036854775807", "1e3"]),
    (["--in-memory"], "--seed", ["18446744073709551616", "1.5", "0x10"]),
    (["--in-memory", "--debug"], "--history", ["0", "10001", "1.5", "9223372036854775807"]),
    (["modules"], "--plugin-timeout", ["0", "86401"]),
    (["replay", "/nonexistent-transcripts"], "--timeout", ["0", "86401"]),
  ]

  struct Outcome {
    var status: Int32?
    var stderr: String
  }

  func run(_ arguments: [String]) throws -> Outcome {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    _ = try? host.readToEnd()
    let status = host.waitForExit()
    return Outcome(status: status, stderr: host.stderrText)
  }

  @Test(arguments: 0..<options.count)
  func badValuesExit64NamingTheOption(_ index: Int) throws {
    let (command, option, extra) = Self.options[index]
    for value in Self.alwaysBad + extra {
      // `--option=value`, so that values starting with "-" are values, not options.
      let outcome = try run(command + ["\(option)=\(value)"])
      #expect(outcome.status == 64, "\(command) \(option)=\(value): exit \(String(describing: outcome.status))")
      #expect(outcome.stderr.contains(option), "\(option)=\(value): \(outcome.stderr)")
    }
  }

  /// `--history` sizes the `--debug` history (SESSIONS.md §4): without
  /// `--debug` it is a usage error naming both, whatever its value.
  @Test(arguments: ["1", "100", "10000", "0"])
  func historyWithoutDebugExits64(value: String) throws {
    for arguments in [["--in-memory", "--history", value], ["--history=\(value)", "--in-memory"]] {
      let outcome = try run(arguments)
      #expect(outcome.status == 64, "\(arguments): exit \(String(describing: outcome.status))")
      #expect(outcome.stderr.contains("--history"), "\(arguments): \(outcome.stderr)")
      if value != "0" { #expect(outcome.stderr.contains("--debug"), "\(arguments): \(outcome.stderr)") }
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let accepted = [
      ["--http-timeout", "0.001"], ["--http-timeout", "86400"], ["--plugin-timeout", "86400"],
      ["--max-line-bytes", "64"], ["--max-line-bytes", "268435456"], ["--max-message-bytes", "4096"],
      ["--max-message-bytes", "1073741824"], ["--seed", "0"], ["--seed", "18446744073709551615"],
      ["--debug", "--history", "1"], ["--debug", "--history", "10000"],
    ]
    for arguments in accepted {
      let outcome = try run(["--in-memory"] + arguments)
      #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
    }
  }
}
