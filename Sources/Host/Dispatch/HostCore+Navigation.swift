import JSONValue
import ViperKit
import Wire

/// Executing navigation: the stack, its announcements and their order
/// (PROTOCOL §5: navigate, the closed views top first, the new view).
extension HostCore {
  /// Executes a navigation; returns the view on top afterwards.
  @discardableResult
  func navigate(_ navigation: Navigation, from origin: OpenView?) throws(RPCError) -> OpenView {
    switch navigation {
    case .push(let destination):
      return try open(destination, presentation: .pushed, replacingStack: false)
    case .present(let destination):
      return try open(destination, presentation: .presented, replacingStack: false)
    case .replaceRoot(let destination):
      return try open(destination, presentation: .pushed, replacingStack: true)
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

  /// Opens a screen; with `replacingStack`, the views below it close with
  /// `closedReason` (and `error`). Order on the wire, whatever the cause:
  /// `router/navigate`, the `view/closed` notices (top first), then the new
  /// view's rev 1 update.
  func open(
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
    view.history = configuration.historyLimit.map(ViewHistory.init(limit:))
    announce(change, error: closedError)
    // The first update (rev 1) shows the view as `start` left it.
    try apply(screen.start(), from: view, step: .open)
    if let failure = screen.failure { throw RPCError.pluginFailed(failure) }
    return view
  }

  /// Whether the `router/navigate` that would announce the view fits in
  /// `maxMessageBytes`: every stack change must be announced, so a stack too
  /// long to list is refused like one over `maxViews`.
  func announcementFits(opening module: ModuleName, replacingStack: Bool, count: Int = 1) -> Bool {
    let ids = (replacingStack ? [] : stack.ids) + navigator.upcomingIDs(count)
    let announcement = RPCOutgoing.notification(
      "router/navigate",
      [
        "action": .string(StackAction.replaceRoot.rawValue), "viewId": .string(ids.last!.rawValue),
        "module": .string(module.rawValue), "stack": .array(ids.map { .string($0.rawValue) }),
      ])
    return JSONSerializer.bytes(announcement).count <= configuration.maxMessageBytes
  }

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
        _ = try open(
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

  /// Tells the frontend of a change of the stack, in PROTOCOL §5's order:
  /// `router/navigate`, then the closed views top first (their effects
  /// cancelled). What the new or resumed top shows comes after, from the caller.
  func announce(_ change: StackChange, error: RPCError? = nil) {
    sink.send(
      RPCOutgoing.notification(
        "router/navigate",
        [
          "action": .string(change.action.rawValue), "viewId": .string(change.top.id.rawValue),
          "module": .string(change.top.module.rawValue),
          "stack": .array(change.stack.map { .string($0.rawValue) }),
        ]))
    for view in change.closed { sendClosed(view, reason: change.reason, error: error) }
  }

  func sendClosed(_ view: OpenView, reason: CloseReason, error: RPCError? = nil) {
    view.screen.close()
    scheduler.cancelEffects(of: view.id)
    var params: JSONObject = ["viewId": .string(view.id.rawValue), "reason": .string(reason.rawValue)]
    if let error { params.append("error", error.json) }
    sink.send(RPCOutgoing.notification("view/closed", .object(params)))
  }
}
