import Foundation
import JSONValue
import Testing

/// A host whose modules start no effect runs on one thread (issue #40): the
/// stop signals are read from a signalfd its loop polls, not by a thread of
/// their own, so glibc's malloc keeps its single-thread path (no locked
/// instructions on the event path). Counted in `/proc/PID/task`, after
/// events, saving a session or not.
@Suite("viper-host runs one thread while no effect runs", .serialized)
struct OneThreadTests {
  @Test(arguments: [false, true])
  func eventsOnACounterStartNoThread(savingSession: Bool) throws {
    let dataDir = try HostBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dataDir) }
    let frontend = try Frontend(
      (savingSession ? ["--data-dir", dataDir] : ["--in-memory"]) + ["--bench-modules"])
    try frontend.initialize()
    #expect(try frontend.result("view/open", ["module": "bench-counter"])?["viewId"] == "v1")
    for _ in 0..<20 {
      #expect(try frontend.result("view/event", ["viewId": "v1", "action": "increment"])?["viewId"] == "v1")
    }
    let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(frontend.host.processIdentifier)/task")
    #expect(tasks.count == 1)
    #expect(frontend.finish() == 0)
  }
}
