import ViperKit
import Wire

/// `view/open` (PROTOCOL §4): pushes a screen of a module with its input.
enum ViewOpenMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let params = try call.params()
    let module = ModuleName(try params.name("module"))
    let input = params.value("input")
    let view = try host.runner.navigate(.push(Destination(untyped: module, json: input)), from: nil)
    return .revision(view)
  }
}
