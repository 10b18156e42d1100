import JSONValue
import Logging
import Wire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves one frontend over a pair of file descriptors (stdin/stdout).
///
/// One thread does everything in order: it reads lines, hands them to the
/// core, delivers effect completions from the mailbox, and flushes output
/// whenever it has answered all it has read, before it blocks.
public final class HostLoop {
  private let reader: LineReader
  private let writer: LineWriter
  private let mailbox: Mailbox
  private let logger: Logger
  private let output: WriterSink
  private let outputDescriptor: Int32
  private var core: HostCore!

  /// `makeCore` gets the sink and scheduler the loop provides.
  public init(
    input: Int32, output: Int32, maxLineBytes: Int, maxMessageBytes: Int = 16 << 20, logger: Logger,
    tap: TrafficTap? = nil,
    mailbox: Mailbox = Mailbox(), makeCore: (any MessageSink, any EffectScheduler) -> HostCore
  ) {
    reader = LineReader(fd: input, maxLineBytes: maxLineBytes)
    writer = LineWriter(fd: output)
    outputDescriptor = output
    self.mailbox = mailbox
    self.logger = logger
    self.output = WriterSink(writer: writer, maxMessageBytes: maxMessageBytes, tap: tap, logger: logger)
    self.tap = tap
    core = makeCore(self.output, TaskEffectScheduler(mailbox: mailbox))
    // The session is saved before a full buffer goes out (SESSIONS.md §2).
    self.output.willFlushWhenFull = { [unowned core] in core?.checkpoint() }
  }

  private let tap: TrafficTap?

  /// Runs until `exit`, end of input, a closed output, or a stop request;
  /// returns the exit status (128 + the signal's number after a stop request).
  public func run() -> Int32 {
    // A closed pipe must surface as EPIPE, not kill the process mid-write.
    signal(SIGPIPE, SIG_IGN)
    var inputOpen = true
    while core.exitStatus == nil && !output.isClosed && mailbox.stopRequest == nil {
      if mailbox.hasPosted { deliver() }
      if core.exitStatus != nil { break }
      if reader.hasBufferedLine {
        reader.withNextLine { line in
          tap?.received(line)
          core.receive(line)
        }
        continue
      }
      // The session is saved before what shows it is written (SESSIONS.md §2).
      core.checkpoint()
      flush()
      if !inputOpen {
        if core.effectsInFlight == 0 { break }
        mailbox.wait()
        deliver()
        if mailbox.stopRequest != nil { break }
        continue
      }
      // The output is watched too (for nothing but errors, which poll always
      // reports): a frontend that closes the host's stdout and keeps its
      // stdin open would otherwise leave the host waiting for a line.
      var pollers = [
        pollfd(fd: reader.fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: outputDescriptor, events: 0, revents: 0),
        pollfd(fd: mailbox.signalDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&pollers, 4, -1)
      if pollers[3].revents != 0 {
        mailbox.takeSignals()
        continue
      }
      if ready < 0 && errno == EINTR { continue }
      if pollers[2].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
        output.closed(by: WireIOError(operation: "poll", code: EPIPE))
        continue
      }
      if pollers[1].revents != 0 { deliver() }
      if pollers[0].revents != 0 {
        do {
          inputOpen = try reader.fill()
        } catch {
          logger.error("reading input failed", metadata: ["error": "\(error)"])
          inputOpen = false
        }
        if !inputOpen { logger.debug("end of input") }
      }
    }
    // Whatever ended the session, let running effects finish (a database
    // write is never cut short by the host) and send what they produce.
    while core.effectsInFlight > 0 {
      deliver()
      if core.effectsInFlight > 0 { mailbox.wait() }
    }
    core.checkpoint()
    flush()
    if let signal = mailbox.stopRequest { return 128 + signal }
    return core.exitStatus ?? 0
  }

  /// Hands every posted effect completion to the core, in order.
  private func deliver() {
    for completion in mailbox.drain() { core.deliver(completion) }
    for failure in mailbox.drainFailures() { core.moduleFailed(failure) }
  }

  private func flush() {
    guard !output.isClosed, writer.pendingBytes > 0 else { return }
    do {
      try writer.flush()
    } catch {
      output.closed(by: error)
    }
  }
}
