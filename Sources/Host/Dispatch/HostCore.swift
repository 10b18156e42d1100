import JSONValue
import Logging
import ViperKit
import Wire

/// The host's logic, free of I/O: it takes lines and effect completions one
/// at a time and sends its messages to a sink. The I/O loop (`HostLoop`) and
/// the tests drive it the same way.
///
/// It only routes: each method goes to the part that owns what it touches —
/// the stack (`StackRunner`), what the frontend was sent (`Publisher`), the
/// saved session (`SessionCheckpointer`), the debug history
/// (`DebugRecorder`) — and its answer goes back.
///
/// Ordering: a request's response is sent after every notification it
/// caused; an effect's result shows as a later `view/update`.
public final class HostCore {
  enum Phase {
    case awaitingInitialize
    case running
    case shuttingDown
  }

  let configuration: HostConfiguration
  let registry: ModuleRegistry
  let sink: any MessageSink
  let logger: Logger
  let publisher: Publisher
  let runner: StackRunner
  /// Nil with `--in-memory`.
  let checkpointer: SessionCheckpointer?
  /// Nil without `--debug`.
  let recorder: DebugRecorder?
  private let parser: JSONParser

  private(set) var phase = Phase.awaitingInitialize
  private var idleWaiters: [RPCID] = []
  /// Set by the `exit` notification: the status the process ends with.
  public private(set) var exitStatus: Int32?

  public init(
    configuration: HostConfiguration, registry: ModuleRegistry, launchPolicy: any LaunchPolicy,
    scheduler: any EffectScheduler, sink: any MessageSink, logger: Logger, sessionStore: (any SessionStore)? = nil
  ) {
    self.configuration = configuration
    self.registry = registry
    self.sink = sink
    self.logger = logger
    parser = JSONParser(maxDepth: configuration.maxJSONDepth)
    publisher = Publisher(sink: sink, maxMessageBytes: configuration.maxMessageBytes)
    checkpointer = sessionStore.map { SessionCheckpointer(store: $0, logger: logger) }
    recorder = configuration.historyLimit.map(DebugRecorder.init(limit:))
    var observers: [any ViewObserver] = []
    if let checkpointer { observers.append(checkpointer) }
    if let recorder { observers.append(recorder) }
    runner = StackRunner(
      configuration: configuration, registry: registry, launchPolicy: launchPolicy, scheduler: scheduler,
      sink: sink, publisher: publisher, observers: observers, logger: logger)
  }

  /// Effects started and not yet delivered.
  public var effectsInFlight: Int { runner.effects.total }

  // MARK: Input

  /// Handles one line of input (or the report of an overlong one).
  public func receive(_ input: LineInput) {
    switch input {
    case .overlong(let byteCount):
      logger.notice("discarded an overlong line", metadata: ["bytes": "\(byteCount)"])
      answer(nil, .lineTooLong(byteCount: byteCount, limit: configuration.maxLineBytes))
    case .line(let bytes):
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }  // blank lines are ignored
      let value: JSONValue
      do {
        value = try parser.parse(bytes)
      } catch {
        answer(nil, .parse(error))
        return
      }
      receive(value)
    }
  }

  /// Handles one decoded message.
  public func receive(_ value: JSONValue) {
    switch RPCIncoming.decode(value) {
    case .failure(let rejection): answer(rejection.id, rejection.error)
    case .success(let message): dispatch(message)
    }
  }

  /// Hands an effect's result back to the screen that started it.
  public func deliver(_ completion: EffectCompletion) {
    runner.deliver(completion)
    runner.forgetClosedViews()
    answerIdleWaitersIfIdle()
  }

  /// A module failed while nobody was asking (a plugin process died between
  /// events): its views close with `view/closed {reason: "plugin_failed"}`.
  public func moduleFailed(_ failure: ModuleFailure) {
    logger.error("a plugin failed", metadata: ["module": "\(failure.module)", "error": "\(failure.message)"])
    runner.closeFailedViews()
    runner.forgetClosedViews()
  }

  /// Saves what changed since the last save (nothing with `--in-memory`):
  /// the host loop calls it before it writes anything out.
  public func checkpoint() {
    checkpointer?.checkpoint(runner.stack.views)
  }

  // MARK: Dispatch

  private func dispatch(_ message: RPCIncoming) {
    let method = HostMethod(rawValue: message.method)
    if method == .exit {
      // A notification by definition: sent with an id, it is refused (and answered).
      if let id = message.id {
        answer(id, .invalidRequest("exit is a notification: send it without an id"))
        return
      }
      exitStatus = phase == .shuttingDown ? 0 : 1
      return
    }
    if phase == .awaitingInitialize && method != .initialize {
      // Notifications before initialize are dropped.
      if let id = message.id { answer(id, .notInitialized) }
      return
    }
    if phase == .shuttingDown {
      if let id = message.id { answer(id, .shuttingDown) }
      return
    }
    if method == .hostIdle {
      guard let id = message.id else { return }
      idleWaiters.append(id)
      answerIdleWaitersIfIdle()
      return
    }
    let outcome: Result<JSONValue, RPCError>
    do throws(RPCError) {
      guard let method else { throw RPCError.methodNotFound(message.method) }
      outcome = .success(try perform(method, message))
    } catch {
      outcome = .failure(error)
    }
    // A notification gets no answer, even an error.
    if let id = message.id { answer(id, outcome) }
    runner.forgetClosedViews()
  }

  /// The routing table: one handler per method (`HostCore+Methods`).
  private func perform(_ method: HostMethod, _ message: RPCIncoming) throws(RPCError) -> JSONValue {
    // Only the methods that take params read them.
    func params() throws(RPCError) -> Params { try Params(message.params, method: message.method) }
    switch method {
    case .initialize: return try initialize(params())
    case .shutdown:
      phase = .shuttingDown
      return .null
    case .moduleList: return ["modules": modulesJSON]
    case .appStart: return try appStart(params())
    case .appLink: return appLink()
    case .debugHistory: return try debugHistory(params())
    case .debugState: return try debugState(params())
    case .debugGoto: return try debugGoto(params())
    case .viewOpen: return try viewOpen(params())
    case .viewEvent: return try viewEvent(params())
    case .viewInput: return try viewInput(params())
    case .viewGet: return try viewGet(params())
    case .viewClose: return try viewClose(params())
    case .navigationBack: return try navigationBack()
    // Handled before dispatch: they answer differently (or not at all).
    case .exit, .hostIdle: throw .methodNotFound(method.rawValue)
    }
  }

  /// `initialize` succeeded: the host serves.
  func initialized() { phase = .running }

  private func answerIdleWaitersIfIdle() {
    guard effectsInFlight == 0, !idleWaiters.isEmpty else { return }
    for id in idleWaiters { answer(id, .success(.null)) }
    idleWaiters.removeAll()
  }

  /// Sends a response; an answer too large to send becomes -32603
  /// `response_too_large` for the same id (one with no id is dropped).
  private func answer(_ id: RPCID, _ outcome: Result<JSONValue, RPCError>) {
    switch outcome {
    case .success(let result): replaceIfTooLarge(sink.send(tree: RPCOutgoing.resultTree(id: id, result)), id: id)
    case .failure(let error): answer(id, error)
    }
  }

  private func answer(_ id: RPCID?, _ error: RPCError) {
    replaceIfTooLarge(sink.send(RPCOutgoing.error(id: id, error)), id: id)
  }

  private func replaceIfTooLarge(_ delivery: Delivery, id: RPCID?) {
    if case .tooLarge(let bytes) = delivery, let id {
      sink.send(RPCOutgoing.error(id: id, .answerTooLarge(bytes: bytes, limit: configuration.maxMessageBytes)))
    }
  }
}
