import JSONValue
import Logging
import ViperKit
import Wire

/// The host's logic, free of I/O: it takes lines and effect completions one
/// at a time and sends its messages to a sink. The I/O loop (`HostLoop`) and
/// the tests drive it the same way.
///
/// It only routes: each method goes to its handler (`HostMethod.handler`,
/// one type per method in `Methods/`), which asks the part that owns what
/// it touches — the stack (`StackRunner`), what the frontend was sent
/// (`Publisher`), the inputs (`InputEditing`), the saved session
/// (`SessionCheckpointer`), the debug history (`DebugRecorder`) — and its
/// answer goes back.
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
  /// The logger takes trace messages: asked once (its level is the process's), not per message.
  private let tracesMessages: Bool

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
    tracesMessages = logger.logLevel <= .trace
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
      let document: JSONDocument
      do {
        document = try parser.document(bytes)
      } catch {
        answer(nil, .parse(error))
        return
      }
      receive(document.rootNode)
    }
  }

  /// Handles one decoded message.
  public func receive(_ value: JSONValue) { receive(JSONDocument(value).rootNode) }

  /// Handles one parsed message, read where json-c put it.
  private func receive(_ message: JSONNode) {
    switch RPCRequest.decode(message) {
    case .failure(let rejection): answer(rejection.id, rejection.error)
    case .success(let request): dispatch(request)
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

  /// Routes a message to its method's handler (`HostMethod.handler`) once
  /// the phase admits it, and answers a request with what the handler says.
  private func dispatch(_ message: RPCRequest) {
    logReceived(message)
    let handler = HostMethod.named(message.method)?.handler
    if let refusal = refusal(admitting: handler?.admission ?? .onceInitialized) {
      // Notifications the phase does not admit are dropped.
      if let id = message.id { answer(id, refusal) }
      return
    }
    let outcome: Result<MethodAnswer, RPCError>
    do throws(RPCError) {
      guard let handler else { throw RPCError.methodNotFound(message.method) }
      outcome = .success(try handler.handle(MethodCall(message), host: self))
    } catch {
      outcome = .failure(error)
    }
    // A notification gets no answer, even an error.
    if let id = message.id {
      switch outcome {
      case .success(.result(let result)): answer(id) { $0.value(result) }
      case .success(.revision(let view)): answer(id) { writeRevision(of: view, to: &$0) }
      case .success(.text(let text)): answer(id) { $0.raw(text) }
      case .success(.nothing): break
      case .failure(let error): answer(id, error)
      }
    }
    runner.forgetClosedViews()
  }

  /// Why the host in its phase does not take a method so admitted (PROTOCOL §3); nil: it does.
  private func refusal(admitting admission: MethodAdmission) -> RPCError? {
    switch (phase, admission) {
    case (_, .always): nil
    case (.awaitingInitialize, .onceInitialized): .notInitialized
    case (.shuttingDown, _): .shuttingDown
    case (.awaitingInitialize, .untilShutdown), (.running, _): nil
    }
  }

  /// At trace level, one line per message: its method and id, never its
  /// params (an edit's may hold a secret); and the kind of an error answered.
  private func logReceived(_ message: RPCRequest) {
    guard tracesMessages else { return }
    let method = String(message.method.prefix(RPCIncoming.maxMethodBytes))
    // A method that is not a plain name is logged as a JSON string: a line break or an escape sequence in it
    // would forge log lines or drive the terminal (a notification's method has no other limit).
    let plain = method.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7f }
    var metadata: Logger.Metadata = ["method": "\(plain ? method : JSONSerializer.string(.string(method)))"]
    if let id = message.id { metadata["id"] = "\(JSONSerializer.string(id.json))" }
    logger.trace("received", metadata: metadata)
  }

  // MARK: What handlers change

  /// `initialize` succeeded: the host serves.
  func initialized() { phase = .running }

  /// `shutdown`: only `exit` is taken from now on.
  func shuttingDown() { phase = .shuttingDown }

  /// `exit`: the status the process ends with.
  func exitRequested() { exitStatus = phase == .shuttingDown ? 0 : 1 }

  /// `host/idle`: answered once no effect is in flight.
  func answerWhenIdle(_ id: RPCID) {
    idleWaiters.append(id)
    answerIdleWaitersIfIdle()
  }

  /// The view's id and rev (it may have closed since: the rev it last had).
  func revision(of view: OpenView) -> JSONValue {
    ["viewId": .string(view.id.rawValue), "rev": .int(Int64(publisher.rev(of: view.id)))]
  }

  /// `revision(of:)`, written.
  private func writeRevision(of view: OpenView, to result: inout JSONWriter) {
    result.object { result in
      result.key("viewId")
      result.string(view.id.rawValue)
      result.key("rev")
      result.int(publisher.rev(of: view.id))
    }
  }

  private func answerIdleWaitersIfIdle() {
    guard effectsInFlight == 0, !idleWaiters.isEmpty else { return }
    for id in idleWaiters { answer(id) { $0.null() } }
    idleWaiters.removeAll()
  }

  /// Sends a response; an answer too large to send becomes -32603
  /// `response_too_large` for the same id (one with no id is dropped).
  private func answer(_ id: RPCID, result: (inout JSONWriter) -> Void) {
    replaceIfTooLarge(sink.send { RPCOutgoing.writeResult(id: id, to: &$0, result) }, id: id)
  }

  private func answer(_ id: RPCID?, _ error: RPCError) {
    logger.trace(
      "answered with an error",
      metadata: ["id": "\(id.map { JSONSerializer.string($0.json) } ?? "null")", "kind": "\(error.kind)"])
    replaceIfTooLarge(sink.send(RPCOutgoing.error(id: id, error)), id: id)
  }

  private func replaceIfTooLarge(_ delivery: Delivery, id: RPCID?) {
    if case .tooLarge(let bytes) = delivery, let id {
      sink.send(RPCOutgoing.error(id: id, .answerTooLarge(bytes: bytes, limit: configuration.maxMessageBytes)))
    }
  }
}
