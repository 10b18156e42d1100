import Foundation
import Testing
import Transcripts

/// Every golden transcript, played by the mock to a frontend that sends the
/// transcript's own `-->` lines: the mock must be satisfied (exit 0), or
/// refuse the transcript up front with a reason (exit 2: `!restart`,
/// `!status`, a `<--` placeholder it cannot know). A check of the mock's
/// matching, id mapping and release order against the whole family.
@Suite("The mock host plays the golden transcripts")
struct MockGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var goldens: [String] {
    let directory = root.appendingPathComponent("Protocol/transcripts").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted().map { directory + "/" + $0 }
  }

  @Test func thereAreGoldensToPlay() {
    #expect(Self.goldens.count > 50)
  }

  @Test(arguments: goldens)
  func aFrontendSendingTheTranscriptsLinesSatisfiesTheMock(path: String) throws {
    let transcript = try Transcript(path: path, text: String(contentsOfFile: path, encoding: .utf8))
    let sends = transcript.lines.compactMap { line -> [UInt8]? in
      if case .send(let bytes) = line { return bytes }
      return nil
    }
    let mock = try HostProcess(executable: HostBinary.path, arguments: ["mock", "--timeout", "10", path])
    // Sent from another thread while this one reads, so neither pipe fills up.
    nonisolated(unsafe) let frontend = mock
    let sender = Thread {
      for bytes in sends { try? frontend.send(bytes) }
      frontend.closeInput()
    }
    sender.start()
    let output = try mock.readToEnd(timeout: 20)
    let status = mock.waitForExit(timeout: 20)
    if status == 2 {
      #expect(output.isEmpty)
      #expect(mock.stderrText.contains("viper-host mock: cannot play \(path):"), "\(mock.stderrText)")
    } else {
      #expect(status == 0, "\(mock.stderrText)")
      #expect(!mock.stderrText.contains("differs"), "\(mock.stderrText)")
    }
  }
}
