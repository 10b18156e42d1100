import Foundation
import HostFuzzHarness
import Testing

/// Every input the fuzzer ever found trouble with (Fuzz/regressions/), and
/// the seed corpus it starts from, still runs through the host cleanly.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var inputs: [URL] {
    let folders = ["Fuzz/regressions"]
    return folders.flatMap { folder in
      (try? FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
    }.filter { $0.lastPathComponent != ".gitkeep" && $0.pathExtension != "md" }.sorted { $0.path < $1.path }
  }

  /// Every line reaches the host: a finding must not make the reader lose input.
  @Test func everyRegressionInputRunsCleanly() throws {
    #expect(!Self.inputs.isEmpty)
    for input in Self.inputs {
      let bytes = try [UInt8](Data(contentsOf: input))
      let expectedLines =
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        - (bytes.last == 0x0A || bytes.isEmpty ? 1 : 0)
      let outcome = bytes.withUnsafeBufferPointer { FuzzHarness.run($0) }
      #expect(outcome.lines == expectedLines, "\(input.lastPathComponent)")
    }
  }

  @Test func theHarnessAnswersWhatItIsFed() {
    let lines = Array(#"{"jsonrpc":"2.0","id":1,"method":"app/start"}"#.utf8) + [0x0A, 0xFF, 0x0A]
    let outcome = lines.withUnsafeBufferPointer { FuzzHarness.run($0) }
    // initialize, then app/start (navigate, update, result), then the parse error.
    #expect(outcome == FuzzHarness.Outcome(lines: 2, messages: 5))
  }
}
