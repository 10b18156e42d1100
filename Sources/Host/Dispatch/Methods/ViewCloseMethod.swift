import Wire

/// `view/close` (PROTOCOL §4): closes the view and every view above it; never the root.
enum ViewCloseMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let view = try host.runner.view(call.params().name("viewId"))
    guard let index = host.runner.stack.index(of: view.id), index > 0 else {
      throw .rootCannotClose
    }
    try host.runner.close(from: index, reason: .closed)
    return .result(.null)
  }
}
