import Foundation
import Testing
import Transcripts

/// A start that fails on the operator's paths says so in one readable line
/// on stderr and exits 1 — no Foundation error dump, no signal.
@Suite("Start-up errors over real processes", .serialized)
struct StartupErrorTests {
  @Test(arguments: [
    ["--data-dir", "/proc/nonexistent/x"], ["--data-dir", "/dev/null"],
    ["--in-memory", "--record", "/proc/nonexistent/session.txt"],
  ])
  func aBadPathIsOneReadableLine(arguments: [String]) throws {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    #expect(try host.readToEnd().isEmpty, "stdout carries protocol only")
    #expect(host.waitForExit() == 1)
    let stderr = host.stderrText
    #expect(stderr.hasPrefix("Error: cannot "), "\(stderr)")
    #expect(!stderr.contains("Domain="), "\(stderr)")
    #expect(!stderr.contains("UserInfo"), "\(stderr)")
  }
}
