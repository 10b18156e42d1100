import ViperKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process with pipes on its stdin and stdout; its stderr is the
/// host's (a plugin's logs land where the host's do). It gets exactly those
/// three descriptors, whatever else the host has open, a clean signal state,
/// and its own process group, so that it and everything it started can be
/// killed together.
struct ChildProcess: Sendable {
  let pid: pid_t
  /// The write end of the child's stdin (non-blocking).
  let input: ChildInput
  /// The read end of the child's stdout (non-blocking; read on the reader thread).
  let output: Int32

  /// The child leads its own group: its pid is the group's id.
  var processGroup: pid_t { pid }

  /// Starts `arguments[0]` (looked up in `PATH` when it has no slash).
  static func spawn(_ arguments: [String]) -> Result<ChildProcess, SpawnError> {
    guard let program = arguments.first else { return .failure(SpawnError("the command is empty")) }
    guard let toChild = Descriptors.pipe() else { return .failure(SpawnError("pipe: \(errorText(errno))")) }
    guard let fromChild = Descriptors.pipe() else {
      close(toChild.read)
      close(toChild.write)
      return .failure(SpawnError("pipe: \(errorText(errno))"))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies the child keeps; every other
    // descriptor (a recorded transcript, the database, sockets) is closed,
    // close-on-exec or not.
    posix_spawn_file_actions_adddup2(&actions, toChild.read, 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild.write, 1)
    Descriptors.closeFrom3(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The host blocks SIGTERM and SIGINT (a watcher thread takes them) and
    // ignores SIGPIPE; a child starts with neither.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, program, &actions, &attributes, argv, currentEnvironment())
    close(toChild.read)
    close(fromChild.write)
    guard status == 0 else {
      close(toChild.write)
      close(fromChild.read)
      return .failure(SpawnError("cannot start \(program): \(errorText(status))"))
    }
    for fd in [toChild.write, fromChild.read] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    return .success(ChildProcess(pid: pid, input: ChildInput(toChild.write), output: fromChild.read))
  }

  /// Writes all of `bytes` to the child's stdin, waiting at most until
  /// `deadline` (monotonic milliseconds) for room in the pipe.
  func write(_ bytes: [UInt8], deadline: Int64) -> ChildInput.WriteOutcome { input.write(bytes, deadline: deadline) }

  /// Kills the child and every process of its group (what it started and
  /// did not move elsewhere). Safe until the child is reaped: the group's id
  /// cannot be reused while the child exists, even as a zombie.
  func killGroup() { _ = Glibc.kill(-processGroup, SIGKILL) }

  /// Closes the child's stdin: a well-behaved plugin exits on end of input.
  func closeInput() { input.close() }

  /// Waits until the child has ended, without reaping it (so its group can
  /// still be killed safely); describes how it ended.
  func waitUntilEnded() -> String {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 {
      if errno != EINTR { return "ended" }
    }
    let status = info._sifields._sigchld.si_status
    if info.si_code == CLD_EXITED { return "exited with status \(status)" }
    return "was killed by signal \(status)"
  }

  /// Reaps the ended child: its pid (and group id) may be reused after this.
  func reap() {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  private static func currentEnvironment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    UnsafePointer(environ)
  }
}

/// The write end of a child's stdin. Closed once, by whoever is first (the
/// host stopping the plugin, or the end of the child), never while a write
/// is under way: a closed descriptor's number may be reused at once.
final class ChildInput: Sendable {
  private let fd: Locked<Int32>

  init(_ fd: Int32) { self.fd = Locked(fd) }

  enum WriteOutcome {
    case written
    case timedOut
    /// The child closed its stdin (it exited), or the host did.
    case closed
  }

  func write(_ bytes: [UInt8], deadline: Int64) -> WriteOutcome {
    fd.withLock { fd in
      guard fd >= 0 else { return .closed }
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if written > 0 {
          offset += written
          continue
        }
        let error = errno
        if error == EINTR { continue }
        if error != EAGAIN { return .closed }
        let remaining = deadline - Monotonic.milliseconds()
        if remaining <= 0 { return .timedOut }
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&poller, 1, Int32(clamping: remaining))
      }
      return .written
    }
  }

  func close() {
    fd.withLock { fd in
      if fd >= 0 { _ = Glibc.close(fd) }
      fd = -1
    }
  }
}

struct SpawnError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

/// Milliseconds on the monotonic clock, for deadlines.
enum Monotonic {
  static func milliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }
}
