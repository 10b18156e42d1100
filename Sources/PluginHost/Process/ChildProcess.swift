#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process with pipes on its stdin and stdout; its stderr is the
/// host's (a plugin's logs land where the host's do).
struct ChildProcess: Sendable {
  let pid: pid_t
  /// The write end of the child's stdin (non-blocking).
  let input: Int32
  /// The read end of the child's stdout (blocking; read on the reader thread).
  let output: Int32

  /// Starts `arguments[0]` (looked up in `PATH` when it has no slash).
  static func spawn(_ arguments: [String]) -> Result<ChildProcess, SpawnError> {
    guard let program = arguments.first else { return .failure(SpawnError("the command is empty")) }
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return .failure(SpawnError("pipe: \(errorText(errno))")) }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      return .failure(SpawnError("pipe: \(errorText(errno))"))
    }
    // Only the host spawns, from one thread: setting close-on-exec right after pipe() is enough.
    for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies the child keeps.
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, program, &actions, nil, argv, currentEnvironment())
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      return .failure(SpawnError("cannot start \(program): \(errorText(status))"))
    }
    _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
    return .success(ChildProcess(pid: pid, input: toChild[1], output: fromChild[0]))
  }

  /// Writes all of `bytes` to the child's stdin, waiting at most until
  /// `deadline` (monotonic milliseconds) for room in the pipe.
  func write(_ bytes: [UInt8], deadline: Int64) -> WriteOutcome {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + offset, $0.count - offset) }
      if written > 0 {
        offset += written
        continue
      }
      let error = errno
      if error == EINTR { continue }
      if error != EAGAIN { return .closed }
      let remaining = deadline - Monotonic.milliseconds()
      if remaining <= 0 { return .timedOut }
      var poller = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
      _ = poll(&poller, 1, Int32(clamping: remaining))
    }
    return .written
  }

  enum WriteOutcome {
    case written
    case timedOut
    /// The child closed its stdin (it exited).
    case closed
  }

  func kill() { _ = Glibc.kill(pid, SIGKILL) }

  /// Closes the child's stdin: a well-behaved plugin exits on end of input.
  func closeInput() { close(input) }

  /// Waits for the child to end; describes how it ended.
  func waitForExit() -> String {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    if signal == 0 { return "exited with status \((status >> 8) & 0xff)" }
    return "was killed by signal \(signal)"
  }

  private static func currentEnvironment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    UnsafePointer(environ)
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
