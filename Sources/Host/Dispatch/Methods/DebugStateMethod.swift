import Wire

/// `debug/state` (SESSIONS.md §4): the snapshot after one entry (default: the cursor's).
enum DebugStateMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let (view, recorder, params) = try DebugTarget.of(call, host: host)
    let (index, state) = try recorder.state(at: params.optionalInt("index"), of: view.id)
    guard let snapshot = state.snapshot else { throw .noSnapshot }
    return .result(["index": .int(Int64(index)), "state": snapshot])
  }
}
