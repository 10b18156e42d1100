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
  /// A signalfd(2) of the stop signals (the loop polls it), or -1: none.
  public let signalDescriptor: Int32

  /// `signalDescriptor`: a signalfd(2) of the signals that stop the loop (taken: the mailbox closes it).
  public init(signalDescriptor: Int32 = -1) {
    self.signalDescriptor = signalDescriptor
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
    if signalDescriptor >= 0 { close(signalDescriptor) }
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

  /// Reads the signals waiting on `signalDescriptor`: the first becomes the stop request.
  public func takeSignals() {
    guard signalDescriptor >= 0 else { return }
    // A signalfd_siginfo is 128 bytes; its first 4 are the signal's number.
    var info = [UInt8](repeating: 0, count: 128)
    while read(signalDescriptor, &info, info.count) == info.count {
      let signal = info.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
      if stopRequest == nil { requestStop(signal: Int32(signal)) }
    }
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

  /// Blocks until something is posted or a stop signal comes (or `timeoutMilliseconds` pass; -1 waits forever).
  public func wait(timeoutMilliseconds: Int32 = -1) {
    var pollers = [
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    _ = poll(&pollers, 2, timeoutMilliseconds)
    if pollers[1].revents != 0 { takeSignals() }
  }
}
