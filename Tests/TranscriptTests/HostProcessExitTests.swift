import Foundation
import Testing

@testable import Transcripts

#if canImport(Glibc)
  import Glibc
#endif

/// `HostProcess.waitForExit` times the child's own exit, read from `/proc`,
/// not Foundation's bookkeeping of it, which lags on a loaded machine.
@Suite("A child's exit, as /proc tells it")
struct HostProcessExitTests {
  /// A child of this test, not reaped until `reap` (Foundation's monitor does not see it).
  func spawn(_ script: String) throws -> pid_t {
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", script]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
    try #require(status == 0)
    return pid
  }

  func reap(_ pid: pid_t) {
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  @Test func aRunningChildHasNotExited() throws {
    let pid = try spawn("sleep 5")
    defer {
      kill(pid, SIGKILL)
      reap(pid)
    }
    #expect(!HostProcess.hasExited(pid))
  }

  @Test func anExitedChildNotYetReapedHasExited() throws {
    let pid = try spawn("exit 3")
    defer { reap(pid) }
    let deadline = Date().addingTimeInterval(10)
    while !HostProcess.hasExited(pid) && Date() < deadline { usleep(1000) }
    #expect(HostProcess.hasExited(pid))
    #expect(kill(pid, 0) == 0, "a zombie: it still has its pid")
  }

  @Test func aReapedChildHasExited() throws {
    let pid = try spawn("exit 0")
    reap(pid)
    #expect(HostProcess.hasExited(pid))
  }
}
