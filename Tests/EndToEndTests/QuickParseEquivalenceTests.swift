import Foundation
import Testing
import Transcripts

/// `ServeArguments` (the quick parse of `viper-host OPTIONS…`) against
/// swift-argument-parser (`viper-host serve OPTIONS…`, which the quick parse
/// never takes): for random command lines — good values, bad ones, repeats,
/// unknown words — the host does the same: the same exit status, the same
/// answer to `initialize`, the same words on stderr and the same recording.
@Suite("The quick parse of serve's options does what swift-argument-parser does", .serialized)
struct QuickParseEquivalenceTests {
  /// What one run of the host did.
  struct Outcome: Equatable {
    var status: Int32?
    var stdout: [String]
    var stderr: String
    var recording: String?
  }

  static let names = [
    "--data-dir", "--seed", "--max-line-bytes", "--max-message-bytes", "--jobs-url", "--users-url", "--github-url",
    "--http-timeout", "--history", "--log-level", "--plugin", "--plugin-dir", "--process-plugin", "--plugin-timeout",
    "--bench-modules", "--debug", "--in-memory",
  ]
  static let values = [
    "5", "0", "100", "4096", "65536", "1e3", "2.5", "0.0001", "nan", "inf", "-3", "abc", "", " 7", "0x10", "+5",
    "18446744073709551615", "18446744073709551616", "trace", "error", "verbose", "http://127.0.0.1:9", "/nonexistent",
    "--debug", "serve", "replay",
  ]
  static let strays = ["--bogus", "-h", "--seed=5", "--", "extra", "--version"]

  /// A small seeded generator, so a failure names a line that can be run again.
  struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static func commandLines(count: Int, seed: UInt64) -> [[String]] {
    var random = SplitMix(state: seed)
    return (0..<count).map { _ in
      var words = ["--in-memory"]  // nothing reaches the user's data directory
      for _ in 0..<random.next(5) {
        let roll = random.next(20)
        if roll == 0 {
          words.append(strays[random.next(strays.count)])
        } else {
          words.append(names[random.next(names.count)])
          if roll > 3 { words.append(values[random.next(values.count)]) }
        }
      }
      return words
    }
  }

  static func run(_ words: [String], directory: String, name: String) throws -> Outcome {
    let recording = directory + "/" + name + ".txt"
    let host = try HostBinary.start(words + ["--record", recording])
    try? host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    host.closeInput()
    let stdout = (try? host.readToEnd()) ?? []
    let status = host.waitForExit()
    // Log lines begin with a time: the rest is what is compared.
    let stderr = host.stderrText.split(separator: "\n").map { line in
      line.firstIndex(of: " ").map { String(line[$0...]) } ?? String(line)
    }.joined(separator: "\n")
    return Outcome(
      status: status, stdout: stdout, stderr: stderr, recording: try? String(contentsOfFile: recording, encoding: .utf8)
    )
  }

  @Test(
    arguments: commandLines(count: 60, seed: 31) + [
      ["--in-memory", "--seed", "5", "--debug", "--history", "7", "--max-line-bytes", "100"],
      ["--in-memory", "--plugin", "/nonexistent.so", "--plugin", "/other.so", "--plugin-timeout", "2"],
      ["--in-memory", "--seed", "1", "--seed", "2"], ["--in-memory", "--history", "5"],
    ])
  func bothParsesDoTheSame(words: [String]) throws {
    let directory = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let quick = try Self.run(words, directory: directory, name: "quick")
    let usual = try Self.run(["serve"] + words, directory: directory, name: "usual")
    #expect(quick == usual, "\(words)")
  }
}
