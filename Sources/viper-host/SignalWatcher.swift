import Foundation
import Host

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the signals that would end the host into a stop request for its loop, so the
/// host finishes what it is writing, lets running effects end, flushes, and
/// exits with 128 + the signal's number — never in the middle of a database
/// write. The signals are blocked in every thread (call this before any
/// other thread starts) and taken by one thread with sigwait(3).
enum SignalWatcher {
  /// Every signal whose default is to end the process and that says nothing
  /// of a crash: a closed terminal (SIGHUP), a quit key (SIGQUIT, which the
  /// Swift runtime would take for a crash), a user's or a timer's signal.
  /// Each ends the host like SIGTERM does: plugins stopped, 128 + n.
  static let stopping: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

  static func start(signals: [Int32], stopping mailbox: Mailbox) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let waitSet = set
    let thread = Thread {
      var set = waitSet
      var signal: Int32 = 0
      while sigwait(&set, &signal) == 0 {
        mailbox.requestStop(signal: signal)
      }
    }
    thread.name = "viper-host signals"
    thread.start()
  }
}
