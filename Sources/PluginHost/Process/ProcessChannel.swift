import Dispatch
import JSONValue
import Synchronization
import ViperKit
import Wire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plugin running as a child process, spoken to in NDJSON over its stdin
/// and stdout. A reader thread takes its output: answers go to the waiting
/// call, `screen/update`s to the effects that wait for them. A waiter thread
/// waits for the process itself (its output may outlive it, held open by a
/// helper it started). The host survives the child: no answer within the
/// timeout, an exit, or a line that breaks the protocol kills it with its
/// process group and fails every screen it served.
final class ProcessChannel: PluginChannel {
  private struct State {
    var failure: ModuleFailure?
    /// The request the host's thread waits for, and its answer once read.
    var awaiting: Int64?
    var answer: Result<JSONValue, PluginCallError>?
  }

  private let child: ChildProcess
  private let module: ModuleName
  private let timeoutMilliseconds: Int64
  private let reporter: any ModuleFailureReporter
  private let state = Locked(State())
  private let answered = DispatchSemaphore(value: 0)
  private let requestIDs = Atomic<Int64>(0)
  let updates = PluginUpdates()
  /// Announced effects get ten answer timeouts: work may take longer than an answer.
  var effectTimeout: Duration { .milliseconds(timeoutMilliseconds * 10) }
  /// Left once the child has ended, its group was killed and it was reaped.
  private let ended = DispatchGroup()
  /// Set just before the child is reaped: its group id may be reused after.
  private let reaped = Locked(false)
  /// Wakes the reader when the child ended (a descendant may hold its
  /// stdout open: the end of the output is no sign of the end of the child).
  private let wake: (read: Int32, write: Int32)
  private let readerDone = DispatchSemaphore(value: 0)

  /// The longest line a plugin may write (a view); longer is a protocol error.
  static let maxLineBytes = 16 << 20

  init(child: ChildProcess, module: ModuleName, timeoutSeconds: Double, reporter: any ModuleFailureReporter) {
    self.child = child
    self.module = module
    timeoutMilliseconds = Int64(timeoutSeconds * 1000)
    self.reporter = reporter
    wake = Descriptors.pipe(flags: O_NONBLOCK) ?? (-1, -1)
    ended.enter()
    DetachedThread.start { [self] in readOutput() }
    DetachedThread.start { [self] in awaitExit() }
  }

  var failure: ModuleFailure? { state.withLock { $0.failure } }
  var processID: Int32 { child.pid }

  func call(_ method: String, _ params: JSONValue) -> Result<JSONValue, PluginCallError> {
    let id = requestIDs.add(1, ordering: .relaxed).newValue
    if let failure = state.withLock({ state -> ModuleFailure? in
      state.awaiting = id
      state.answer = nil
      return state.failure
    }) {
      return .failure(.failed(failure))
    }
    let deadline = Monotonic.milliseconds() + timeoutMilliseconds
    var line = PluginMessageCodec.request(id: id, method: method, params: params)
    line.append(0x0A)
    switch child.write(line, deadline: deadline) {
    case .written: break
    case .timedOut: return .failure(.failed(fail(.timeout, "did not read \(method) within \(timeoutText)")))
    case .closed: return .failure(.failed(waitForExitFailure()))
    }
    while true {
      let remaining = deadline - Monotonic.milliseconds()
      if remaining <= 0 || answered.wait(timeout: .now() + .milliseconds(Int(remaining))) == .timedOut {
        return .failure(.failed(fail(.timeout, "did not answer \(method) within \(timeoutText)")))
      }
      // A signal meant for an earlier call (answered after it failed) is skipped.
      if let answer = state.withLock({ state -> Result<JSONValue, PluginCallError>? in
        defer { if state.answer != nil { state.awaiting = nil } }
        return state.answer
      }) {
        return answer
      }
    }
  }

  func notify(_ method: String, _ params: JSONValue) {
    guard failure == nil else { return }
    var line = PluginMessageCodec.notification(method: method, params: params)
    line.append(0x0A)
    switch child.write(line, deadline: Monotonic.milliseconds() + timeoutMilliseconds) {
    case .written, .closed: break  // an exit is noticed by the reader
    case .timedOut: fail(.timeout, "did not read \(method) within \(timeoutText)")
    }
  }

  func fail(_ failure: ModuleFailure) {
    let first = state.withLock { state in
      guard state.failure == nil else { return false }
      state.failure = failure
      if state.awaiting != nil { state.answer = .failure(.failed(failure)) }
      return true
    }
    guard first else { return }
    killGroup()
    answered.signal()
    updates.fail(failure)
    reporter.report(failure)
  }

  /// Starts stopping a healthy plugin: marks it stopped (so its exit is no
  /// crash) and closes its input (it should exit on end of input).
  func beginStop() {
    state.withLock { state in
      state.failure =
        state.failure ?? ModuleFailure(module: module, kind: .crashed, message: "stopped by the host")
    }
    child.closeInput()
  }

  /// Waits until the child has ended (and its group was killed), at most
  /// until `deadline` (monotonic milliseconds); then kills the group and
  /// waits for that.
  func awaitEnd(deadline: Int64) {
    let remaining = max(0, deadline - Monotonic.milliseconds())
    if ended.wait(timeout: .now() + .milliseconds(Int(remaining))) == .timedOut {
      killGroup()
      ended.wait()
    }
  }

  /// Stops a healthy plugin: end of input, then a kill if it lingers past
  /// the timeout. With `waiting`, returns once the child is gone.
  func stop(waiting: Bool = false) {
    beginStop()
    let deadline = Monotonic.milliseconds() + timeoutMilliseconds
    if waiting { awaitEnd(deadline: deadline) } else { DetachedThread.start { [self] in awaitEnd(deadline: deadline) } }
  }

  /// Whether the child has ended and was reaped.
  var hasEnded: Bool { reaped.withLock { $0 } }

  private func killGroup() {
    reaped.withLock { reaped in if !reaped { child.killGroup() } }
  }

  private var timeoutText: String { "\(Double(timeoutMilliseconds) / 1000) s" }

  @discardableResult
  private func fail(_ kind: ModuleFailure.Kind, _ message: String) -> ModuleFailure {
    fail(ModuleFailure(module: module, kind: kind, message: "the plugin \(message)"))
    return failure!
  }

  private func waitForExitFailure() -> ModuleFailure {
    // The waiter sees the child end and records how.
    _ = answered.wait(timeout: .now() + .milliseconds(Int(timeoutMilliseconds)))
    return failure ?? fail(.crashed, "closed its input")
  }

  // MARK: The threads

  /// The waiter: the end of the child (not of its output) is the end of
  /// the plugin. What is left of the group dies with it; the reader reads
  /// what is already in the pipe and stops.
  private func awaitExit() {
    let exit = child.waitUntilEnded()
    killGroup()
    if wake.write >= 0 { _ = Glibc.write(wake.write, [UInt8(1)], 1) }
    // The reader only drains what is there; the bound is for a reader that could not be woken.
    let readerEnded = readerDone.wait(timeout: .now() + .milliseconds(Int(timeoutMilliseconds))) == .success
    if failure == nil { fail(.crashed, exit) }
    reaped.withLock { reaped in
      reaped = true
      child.reap()
    }
    child.closeInput()
    if readerEnded { for fd in [wake.read, wake.write] where fd >= 0 { close(fd) } }
    ended.leave()
  }

  /// The reader: lines until the end of the output, or until the waiter
  /// says the child ended (then only what the pipe already holds).
  private func readOutput() {
    let reader = LineReader(fd: child.output, maxLineBytes: Self.maxLineBytes)
    let parser = JSONParser()
    var reason: String?
    var draining = false
    var drainReads = 0
    reading: while true {
      if !draining { draining = !waitForOutput() }
      var more = false
      do {
        more = try reader.fill()
      } catch let error where error.code == EAGAIN {
        more = false
      } catch {
        reason = "its output could not be read (\(errorText(error.code)))"
        break
      }
      while reader.hasBufferedLine {
        let problem: String? =
          reader.withNextLine { line in
            switch line {
            case .overlong(let count): return "wrote a line of \(count) bytes (the limit is \(Self.maxLineBytes))"
            case .line(let bytes): return received(bytes, parser: parser)
            }
          } ?? nil
        if let problem {
          reason = problem
          break reading
        }
      }
      if reader.reachedEndOfFile { break }
      if draining {
        drainReads += 1
        if !more || drainReads > 64 { break }
      }
    }
    if let reason { fail(.protocolError, reason) }
    close(child.output)
    readerDone.signal()
  }

  /// Waits until the output is readable (true) or the waiter woke us (false).
  private func waitForOutput() -> Bool {
    var fds = [
      pollfd(fd: child.output, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&fds, 2, -1) < 0 {
      if errno != EINTR { return false }
    }
    return fds[1].revents == 0
  }

  /// Handles one line; returns what is wrong with it, if anything.
  private func received(_ bytes: UnsafeBufferPointer<UInt8>, parser: JSONParser) -> String? {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
    let message: PluginMessageCodec.Incoming
    do {
      message = try PluginMessageCodec.decode(try parser.parse(bytes))
    } catch let error as JSONParseError {
      return "wrote a line that is not JSON (\(PluginText.notJSON(error)))"
    } catch {
      return "broke the protocol: \(PluginText.problem(error))"
    }
    switch message {
    case .update(let screen, let params):
      if !updates.deliver(params, for: screen) {
        return "sent more than \(PluginUpdates.maxQueued) updates nobody asked for"
      }
    case .response(let id, let result):
      let expected = state.withLock { state in
        guard state.awaiting == id, state.answer == nil else { return false }
        state.answer = result
        return true
      }
      guard expected else { return "answered request \(id), which nobody is waiting for" }
      answered.signal()
    }
    return nil
  }
}
