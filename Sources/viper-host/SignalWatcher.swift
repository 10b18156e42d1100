import CSignalFD
import Host

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the signals that would end the host into a stop request for its loop, so the
/// host finishes what it is writing, lets running effects end, flushes, and
/// exits with 128 + the signal's number — never in the middle of a database
/// write. The signals are blocked in every thread (call this before any
/// other thread starts) and read from a signalfd(2) that the loop polls with
/// its input: no thread of their own, so a host whose modules start no
/// effect stays one thread, and its allocations take glibc's single-thread
/// path, with no locked instruction (issue #40).
enum SignalWatcher {
  /// Every signal whose default is to end the process and that says nothing
  /// of a crash: a closed terminal (SIGHUP), a quit key (SIGQUIT, which the
  /// Swift runtime would take for a crash), a user's or a timer's signal.
  /// Each ends the host like SIGTERM does: plugins stopped, 128 + n.
  static let stopping: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

  /// A mailbox whose loop stops at `signals`.
  static func mailbox(stoppingAt signals: [Int32]) -> Mailbox {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let descriptor = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard descriptor >= 0 else { fatalError("signalfd() failed: \(errno)") }
    return Mailbox(signalDescriptor: descriptor)
  }
}
