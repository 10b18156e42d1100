import ViperKit
import Wire

/// `view/event` (PROTOCOL §4, §7): one user action on a view, which its
/// screen handles; the submit of a form shown pending is refused here, for
/// every module (`SubmitCheck`).
enum ViewEventMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let params = try call.params()
    let view = try host.runner.view(params.name("viewId"))
    let action = ActionName(try params.name("action"))
    try host.runner.effects.ensureRoom(for: view.id, limit: host.configuration.maxEffectsPerView)
    let reaction: Reaction
    do {
      try SubmitCheck.check(action, in: host.publisher.sentTreeHoldingInputs(of: view.id))
      reaction = try view.screen.handle(action: action, value: params.value("value"))
    } catch .unknownAction(let unknown) {
      // Not the module's: the readable fallback's More or Earlier of a windowed list (rule 8), if it is one.
      guard let (list, request) = WindowedList.fallbackRequest(action, in: view.screen.view) else {
        throw RPCError.refused(.unknownAction(unknown))
      }
      do {
        reaction = try view.screen.window(list, request)
      } catch {
        throw RPCError.refused(error)
      }
    } catch {
      throw RPCError.refused(error)
    }
    try host.runner.apply(reaction, from: view, step: .action(action, params.value("value")))
    if let failure = view.screen.failure { throw RPCError.pluginFailed(failure) }
    return .revision(view)
  }
}
