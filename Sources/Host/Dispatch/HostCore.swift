import JSONValue
import Logging
import ViperKit
import Wire

/// The host's logic, free of I/O: it takes lines and effect completions one
/// at a time and sends its messages to a sink. The I/O loop (`HostLoop`) and
/// the tests drive it the same way.
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
  let launchPolicy: any LaunchPolicy
  let scheduler: any EffectScheduler
  let sink: any MessageSink
  let logger: Logger
  /// Where the session is saved (SESSIONS.md §2); nil with `--in-memory`.
  let sessionStore: (any SessionStore)?
  /// The views the store holds, by position, as of the last save.
  var savedIDs: [ViewID] = []
  private let parser: JSONParser

  var phase = Phase.awaitingInitialize
  /// The stack; every change it reports is announced (`announce`).
  var navigator = Navigator()
  var stack: ScreenStack { navigator.stack }
  private var idleWaiters: [RPCID] = []
  /// The frontend announced `capabilities.viewPatch` in `initialize`.
  var sendsPatches = false

  /// Effects started and not yet delivered.
  public private(set) var effectsInFlight = 0
  /// Set by the `exit` notification: the status the process ends with.
  public private(set) var exitStatus: Int32?

  public init(
    configuration: HostConfiguration, registry: ModuleRegistry, launchPolicy: any LaunchPolicy,
    scheduler: any EffectScheduler, sink: any MessageSink, logger: Logger, sessionStore: (any SessionStore)? = nil
  ) {
    self.sessionStore = sessionStore
    self.configuration = configuration
    self.registry = registry
    self.launchPolicy = launchPolicy
    self.scheduler = scheduler
    self.sink = sink
    self.logger = logger
    parser = JSONParser(maxDepth: configuration.maxJSONDepth)
  }

  // MARK: Input

  /// Handles one line of input (or the report of an overlong one).
  public func receive(_ input: LineInput) {
    switch input {
    case .overlong(let byteCount):
      logger.notice("discarded an overlong line", metadata: ["bytes": "\(byteCount)"])
      sink.send(RPCOutgoing.error(id: nil, .lineTooLong(byteCount: byteCount, limit: configuration.maxLineBytes)))
    case .line(let bytes):
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }  // blank lines are ignored
      let value: JSONValue
      do {
        value = try parser.parse(bytes)
      } catch {
        sink.send(RPCOutgoing.error(id: nil, .parse(error)))
        return
      }
      receive(value)
    }
  }

  /// Handles one decoded message.
  public func receive(_ value: JSONValue) {
    switch RPCIncoming.decode(value) {
    case .failure(let rejection):
      sink.send(RPCOutgoing.error(id: rejection.id, rejection.error))
    case .success(let message):
      dispatch(message)
    }
  }

  /// Hands an effect's result back to the screen that started it.
  public func deliver(_ completion: EffectCompletion) {
    effectsInFlight -= 1
    if let view = stack.view(completion.view) { view.effectsInFlight -= 1 }
    if let view = stack.view(completion.view), let result = completion.result {
      do {
        try apply(view.screen.receive(result), from: view, step: .effect(result))
      } catch {
        logger.error(
          "navigation after an effect failed", metadata: ["view": "\(view.id)", "error": "\(error.message)"])
      }
    }
    answerIdleWaitersIfIdle()
  }

  /// A module failed while nobody was asking (a plugin process died between
  /// events): its views close with `view/closed {reason: "plugin_failed"}`.
  public func moduleFailed(_ failure: ModuleFailure) {
    logger.error("a plugin failed", metadata: ["module": "\(failure.module)", "error": "\(failure.message)"])
    closeFailedViews()
  }

  // MARK: Dispatch

  private func dispatch(_ message: RPCIncoming) {
    if message.method == HostMethod.exit.rawValue {
      // A notification by definition: sent with an id, it is refused (and answered).
      if let id = message.id {
        sink.send(RPCOutgoing.error(id: id, .invalidRequest("exit is a notification: send it without an id")))
        return
      }
      exitStatus = phase == .shuttingDown ? 0 : 1
      return
    }
    if phase == .awaitingInitialize && message.method != HostMethod.initialize.rawValue {
      guard let id = message.id else { return }  // notifications before initialize are dropped
      sink.send(
        RPCOutgoing.error(
          id: id, .notInitialized))
      return
    }
    if phase == .shuttingDown {
      guard let id = message.id else { return }
      sink.send(
        RPCOutgoing.error(
          id: id, .shuttingDown))
      return
    }
    if message.method == HostMethod.hostIdle.rawValue {
      guard let id = message.id else { return }
      idleWaiters.append(id)
      answerIdleWaitersIfIdle()
      return
    }
    let outcome: Result<JSONValue, RPCError>
    do {
      outcome = .success(try perform(message))
    } catch {
      outcome = .failure(error)
    }
    guard let id = message.id else { return }  // a notification gets no answer, even an error
    switch outcome {
    case .success(let result):
      sink.send(tree: RPCOutgoing.resultTree(id: id, result)) { RPCOutgoing.result(id: id, result) }
    case .failure(let error): sink.send(RPCOutgoing.error(id: id, error))
    }
  }

  private func perform(_ message: RPCIncoming) throws(RPCError) -> JSONValue {
    guard let method = HostMethod(rawValue: message.method) else { throw .methodNotFound(message.method) }
    switch method {
    case .initialize: return try initialize(Params(message.params, method: message.method))
    case .shutdown:
      phase = .shuttingDown
      return .null
    case .moduleList: return ["modules": modulesJSON]
    case .appStart: return try startApp(Params(message.params, method: message.method))
    case .appLink: return appLink()
    case .debugHistory: return try debugHistory(Params(message.params, method: message.method))
    case .debugState: return try debugState(Params(message.params, method: message.method))
    case .debugGoto: return try debugGoto(Params(message.params, method: message.method))
    case .viewOpen: return try openView(Params(message.params, method: message.method))
    case .viewEvent: return try handleEvent(Params(message.params, method: message.method))
    case .viewGet: return try getView(Params(message.params, method: message.method))
    case .viewClose: return try closeView(Params(message.params, method: message.method))
    case .navigationBack: return try goBack()
    // Handled before dispatch: they answer differently (or not at all).
    case .exit, .hostIdle: throw .methodNotFound(message.method)
    }
  }

  private func answerIdleWaitersIfIdle() {
    guard effectsInFlight == 0, !idleWaiters.isEmpty else { return }
    for id in idleWaiters { sink.send(RPCOutgoing.result(id: id, .null)) }
    idleWaiters.removeAll()
  }

  // MARK: Screens and navigation

  /// Sends the view if it changed, records the step (with `--debug`),
  /// starts the effects, executes the navigation.
  func apply(_ reaction: Reaction, from view: OpenView, step: HistoryStep) throws(RPCError) {
    if view.screen.failure != nil {
      // A failed screen asks for nothing more: it and its module's other views close.
      closeFailedViews()
      return
    }
    view.unsaved = true
    sendUpdateIfChanged(view)
    record(step, of: view)
    for work in reaction.effects {
      effectsInFlight += 1
      view.effectsInFlight += 1
      scheduler.schedule(work, for: view.id)
    }
    if let navigation = reaction.navigation {
      try navigate(navigation, from: view)
    }
  }
}
