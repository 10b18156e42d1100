import Synchronization
import ViperKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where effects running on other threads leave their completions (and
/// plugins their failures) for the host's loop; a pipe wakes the loop from `poll`.
public final class Mailbox: ModuleFailureReporter {
  private let pending = Locked<[EffectCompletion]>([])
  private let failures = Locked<[ModuleFailure]>([])
  /// Read without taking the lock, so an idle loop costs no system call.
  private let posted = Atomic<Int>(0)
  /// A signal that asked the host to stop (SIGTERM, SIGINT), or 0.
  private let stopSignal = Atomic<Int32>(0)
  private let wakeRead: Int32
  private let wakeWrite: Int32

  public init() {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { fatalError("pipe() failed: \(errno)") }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    wakeRead = fds[0]
    wakeWrite = fds[1]
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// The descriptor that becomes readable when something was posted.
  public var wakeDescriptor: Int32 { wakeRead }

  public func post(_ completion: EffectCompletion) {
    pending.withLock { $0.append(completion) }
    wake()
  }

  public func report(_ failure: ModuleFailure) {
    failures.withLock { $0.append(failure) }
    wake()
  }

  private func wake() {
    posted.add(1, ordering: .releasing)
    var byte: UInt8 = 1
    // A full pipe already means "wake up": a failed write loses nothing.
    _ = write(wakeWrite, &byte, 1)
  }

  /// Asks the loop to stop as if its input had ended; `signal` decides the exit status.
  public func requestStop(signal: Int32) {
    stopSignal.store(signal, ordering: .releasing)
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  /// The signal that asked to stop, if any.
  public var stopRequest: Int32? {
    let signal = stopSignal.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// True when something was posted since the last `drain`: checking it
  /// costs no system call, so the loop can look before every line.
  public var hasPosted: Bool { posted.load(ordering: .acquiring) > 0 }

  /// Takes everything posted so far, in order, and empties the wake-up pipe.
  public func drain() -> [EffectCompletion] {
    posted.store(0, ordering: .releasing)
    var scratch = [UInt8](repeating: 0, count: 256)
    while read(wakeRead, &scratch, scratch.count) > 0 {}
    return pending.withLock { completions in
      defer { completions.removeAll(keepingCapacity: true) }
      return completions
    }
  }

  /// Takes the failures reported so far (call after `drain`).
  public func drainFailures() -> [ModuleFailure] {
    failures.withLock { reported in
      defer { reported.removeAll() }
      return reported
    }
  }

  /// Blocks until something is posted (or `timeoutMilliseconds` pass; -1 waits forever).
  public func wait(timeoutMilliseconds: Int32 = -1) {
    var poller = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
    _ = poll(&poller, 1, timeoutMilliseconds)
  }
}
