import JSONValue
import Logging
import ViperKit
import Wire

/// Runs the screens on the stack: hands each reaction's effects to the
/// scheduler, executes its navigation and announces every change of the
/// stack in PROTOCOL §5's order (`router/navigate`, the closed views top
/// first, then what the new top shows). The only owner of the stack and of
/// the effects in flight; what a view shows goes out through the publisher,
/// and the observers hear of every step.
final class StackRunner {
  private let configuration: HostConfiguration
  private let registry: ModuleRegistry
  private let launchPolicy: any LaunchPolicy
  private let scheduler: any EffectScheduler
  private let sink: any MessageSink
  private let publisher: Publisher
  private let observers: [any ViewObserver]
  private let logger: Logger
  /// The stack; every change it reports is announced (`announce`).
  private var navigator = Navigator()
  private(set) var effects = EffectLedger()
  /// Views closed while the current message is handled: what was sent of
  /// them stays known until it is answered (its answer may report their rev).
  private var closedSinceForgotten: [ViewID] = []

  init(
    configuration: HostConfiguration, registry: ModuleRegistry, launchPolicy: any LaunchPolicy,
    scheduler: any EffectScheduler, sink: any MessageSink, publisher: Publisher, observers: [any ViewObserver],
    logger: Logger
  ) {
    self.configuration = configuration
    self.registry = registry
    self.launchPolicy = launchPolicy
    self.scheduler = scheduler
    self.sink = sink
    self.publisher = publisher
    self.observers = observers
    self.logger = logger
  }

  var stack: ScreenStack { navigator.stack }

  /// The open view `id` names.
  func view(_ id: String) throws(RPCError) -> OpenView {
    guard let view = stack.view(ViewID(rawValue: id)) else { throw .viewNotFound(id) }
    return view
  }

  // MARK: Steps

  /// Sends the view if it changed, tells the observers, starts the effects,
  /// executes the navigation.
  func apply(_ reaction: Reaction, from view: OpenView, step: HistoryStep) throws(RPCError) {
    if view.screen.failure != nil {
      // A failed screen asks for nothing more: it and its module's other views close.
      closeFailedViews()
      return
    }
    let rev = publisher.publish(view)
    for observer in observers { observer.view(view, took: step, rev: rev) }
    for work in reaction.effects {
      effects.started(for: view.id)
      scheduler.schedule(work, for: view.id)
    }
    if let navigation = reaction.navigation {
      try navigate(navigation, from: view)
    }
  }

  /// Hands an effect's result back to the screen that started it.
  func deliver(_ completion: EffectCompletion) {
    effects.finished(for: completion.view)
    guard let view = stack.view(completion.view), let result = completion.result else { return }
    do {
      try apply(view.screen.receive(result), from: view, step: .effect(result))
    } catch {
      logger.error("navigation after an effect failed", metadata: ["view": "\(view.id)", "error": "\(error.message)"])
    }
  }

  /// A debugger's goto: the view shows `state` (after history entry
  /// `index`); no hook runs, no effect starts.
  func go(_ view: OpenView, to state: ScreenState, index: Int) throws(RPCError) {
    let running = effects.running(for: view.id)
    guard running == 0 else { throw .effectsRunning(view.id, running: running) }
    do {
      try view.screen.goto(state)
    } catch {
      // A plugin that failed on the way (crashed, hung, a bad answer) is reported as in any request.
      if let failure = view.screen.failure {
        closeFailedViews()
        throw RPCError.pluginFailed(failure)
      }
      throw RPCError.noSnapshot
    }
    let rev = publisher.publish(view)
    for observer in observers { observer.view(view, wentTo: index, rev: rev) }
  }

  /// The message that closed views is answered: what was sent of them goes.
  func forgetClosedViews() {
    guard !closedSinceForgotten.isEmpty else { return }
    for id in closedSinceForgotten { publisher.forget(id) }
    closedSinceForgotten.removeAll()
  }

  // MARK: Navigation

  /// Executes a navigation; returns the view on top afterwards.
  @discardableResult
  func navigate(_ navigation: Navigation, from origin: OpenView?) throws(RPCError) -> OpenView {
    switch navigation {
    case .push(let destination):
      return try openScreen(destination, presentation: .pushed, replacingStack: false)
    case .present(let destination):
      return try openScreen(destination, presentation: .presented, replacingStack: false)
    case .replaceRoot(let destination):
      return try openScreen(destination, presentation: .pushed, replacingStack: true)
    case .pop:
      guard let origin, let index = stack.index(of: origin.id), index > 0 else {
        throw .rootCannotPop
      }
      try close(from: index, reason: .popped)
    case .dismiss:
      let start = origin.flatMap { stack.index(of: $0.id) } ?? (stack.views.count - 1)
      guard start >= 0, let index = stack.modalIndex(atOrBelow: start), index > 0 else {
        throw .noModal
      }
      try close(from: index, reason: .dismissed)
    }
    return stack.top!
  }

  /// Opens one screen; with `replacingStack`, the views below it close with
  /// `closedReason` (and `error`).
  private func openScreen(
    _ destination: Destination, presentation: OpenView.Presentation, replacingStack: Bool,
    closedReason: CloseReason = .replaced, error closedError: RPCError? = nil
  ) throws(RPCError) -> OpenView {
    guard let module = registry.module(named: destination.module) else {
      throw .moduleNotFound(destination.module)
    }
    // Checked before the screen is made, so a refused view leaves nothing open.
    let remaining = replacingStack ? 0 : stack.views.count
    guard remaining < configuration.maxViews else {
      throw .tooManyViews(limit: configuration.maxViews)
    }
    guard announcementFits(opening: destination.module, replacingStack: replacingStack) else {
      throw .stackTooLongToAnnounce(open: remaining, maxMessageBytes: configuration.maxMessageBytes)
    }
    let screen: any Screen
    do {
      screen = try module.makeScreen(input: destination.input)
    } catch {
      throw .invalidInput(destination.module, error)
    }
    if let failure = screen.failure {
      closeFailedViews()
      throw RPCError.pluginFailed(failure)
    }
    let (view, change) = navigator.open(
      screen, module: destination.module, presentation: presentation, input: destination.input.json,
      replacingStack: replacingStack, closedReason: closedReason)
    announce(change, error: closedError)
    // The first update (rev 1) shows the view as `start` left it.
    try apply(screen.start(), from: view, step: .open)
    if let failure = screen.failure { throw RPCError.pluginFailed(failure) }
    return view
  }

  /// Puts a whole stack of screens made by `ScreenBatch` in place of every
  /// open view, as one change; then sends each view's rev 1 update, root
  /// first: a restored view as it was saved (what the frontend last saw),
  /// any other after its start. Only then is each restored view told so:
  /// what its hook changes comes as a later update.
  /// `placed` gets the new views, root first, once they are on the stack.
  @discardableResult
  func replaceStack(
    with batch: ScreenBatch, placed: ([OpenView]) -> Void = { _ in }
  ) throws(RPCError) -> OpenView {
    let (views, change) = navigator.replaceStack(with: batch.screens)
    placed(views)
    announce(change)
    for (view, restored) in zip(views, batch.restored) where stack.view(view.id) != nil {
      if restored {
        let rev = publisher.publish(view)
        for observer in observers { observer.viewRestored(view, rev: rev) }
      } else {
        try apply(view.screen.start(), from: view, step: .open)
      }
    }
    for (view, restored) in zip(views, batch.restored) where restored && stack.view(view.id) != nil {
      try apply(view.screen.restored(), from: view, step: .restored)
    }
    return stack.top!
  }

  /// The launch screen in place of every open view.
  func launch() throws(RPCError) -> OpenView {
    try navigate(.replaceRoot(launchPolicy.launchDestination()), from: nil)
  }

  /// Whether the `router/navigate` that would announce `count` new views
  /// fits in `maxMessageBytes`: every stack change must be announced, so a
  /// stack too long to list is refused like one over `maxViews`.
  func announcementFits(opening module: ModuleName, replacingStack: Bool, count: Int = 1) -> Bool {
    let ids = (replacingStack ? [] : stack.ids) + navigator.upcomingIDs(count)
    let announcement = RPCOutgoing.notification(
      HostNotification.routerNavigate.rawValue,
      [
        "action": .string(StackAction.replaceRoot.rawValue), "viewId": .string(ids.last!.rawValue),
        "module": .string(module.rawValue), "stack": .array(ids.map { .string($0.rawValue) }),
      ])
    return JSONSerializer.bytes(announcement).count <= configuration.maxMessageBytes
  }

  // MARK: Closing

  /// Closes the lowest view whose module failed and every view above it,
  /// with `reason: "plugin_failed"` and the error. A failed root is replaced
  /// by the launch screen.
  func closeFailedViews() {
    guard let index = stack.views.firstIndex(where: { $0.screen.failure != nil }),
      let failure = stack.views[index].screen.failure
    else { return }
    let error = RPCError.pluginFailed(failure)
    if index == 0 {
      do {
        _ = try openScreen(
          launchPolicy.launchDestination(), presentation: .pushed, replacingStack: true,
          closedReason: .pluginFailed, error: error)
      } catch let launchError {
        logger.error("the launch screen failed to open", metadata: ["error": "\(launchError.message)"])
        for view in navigator.closeAll() { sendClosed(view, reason: .pluginFailed, error: error) }
      }
      return
    }
    do {
      try close(from: index, reason: .pluginFailed, error: error)
    } catch {
      logger.error("closing a failed plugin's views", metadata: ["error": "\(error.message)"])
    }
  }

  /// Closes the views from `index` up; the view below becomes the top and resumes.
  func close(from index: Int, reason: CloseReason, error: RPCError? = nil) throws(RPCError) {
    let change = navigator.close(from: index, reason: reason)
    announce(change, error: error)
    try apply(change.top.screen.resume(), from: change.top, step: .resume)
  }

  /// Tells the frontend of a change of the stack: `router/navigate`, then
  /// the closed views top first (their effects cancelled). What the new or
  /// resumed top shows comes after, from the caller.
  private func announce(_ change: StackChange, error: RPCError? = nil) {
    sink.send(
      RPCOutgoing.notification(
        HostNotification.routerNavigate.rawValue,
        [
          "action": .string(change.action.rawValue), "viewId": .string(change.top.id.rawValue),
          "module": .string(change.top.module.rawValue),
          "stack": .array(change.stack.map { .string($0.rawValue) }),
        ]))
    for view in change.closed { sendClosed(view, reason: change.reason, error: error) }
  }

  private func sendClosed(_ view: OpenView, reason: CloseReason, error: RPCError? = nil) {
    view.screen.close()
    scheduler.cancelEffects(of: view.id)
    effects.forget(view.id)
    closedSinceForgotten.append(view.id)
    for observer in observers { observer.viewClosed(view) }
    var params: JSONObject = ["viewId": .string(view.id.rawValue), "reason": .string(reason.rawValue)]
    if let error { params.append("error", error.json) }
    sink.send(RPCOutgoing.notification(HostNotification.viewClosed.rawValue, .object(params)))
  }
}
