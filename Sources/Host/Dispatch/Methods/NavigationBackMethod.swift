import Wire

/// `navigation/back` (PROTOCOL §4): closes the top view; the answer names the new top.
enum NavigationBackMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let stack = host.runner.stack
    guard stack.views.count > 1 else {
      throw .nothingToGoBackTo
    }
    try host.runner.close(from: stack.views.count - 1, reason: .back)
    return .result(["viewId": .string(host.runner.stack.top!.id.rawValue)])
  }
}
