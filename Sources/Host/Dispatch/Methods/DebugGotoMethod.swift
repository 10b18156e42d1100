import Wire

/// `debug/goto` (SESSIONS.md §4): the view shows the state after one entry.
enum DebugGotoMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let (view, recorder, params) = try DebugTarget.of(call, host: host)
    let (index, state) = try recorder.state(at: params.int("index"), of: view.id)
    try host.runner.go(view, to: state, index: index)
    return .result([
      "viewId": .string(view.id.rawValue), "rev": .int(Int64(host.publisher.rev(of: view.id))),
      "cursor": .int(Int64(index)),
    ])
  }
}
