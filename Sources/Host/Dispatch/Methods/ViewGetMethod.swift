import Wire

/// `view/get` (PROTOCOL §4): the view as last sent, for a full resync.
enum ViewGetMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let view = try host.runner.view(call.params().name("viewId"))
    return .result([
      "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
      "rev": .int(Int64(host.publisher.rev(of: view.id))), "view": host.publisher.shown(view).json,
    ])
  }
}
