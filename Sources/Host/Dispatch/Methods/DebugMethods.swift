import Wire

/// What the `debug/*` methods share (SESSIONS.md §4): the view asked
/// about, and the recorder, which exists only with `--debug`.
enum DebugTarget {
  static func of(_ call: MethodCall, host: HostCore) throws(RPCError) -> (OpenView, DebugRecorder, Params) {
    let params = try call.params()
    guard let recorder = host.recorder else { throw .debugOff }
    return (try host.runner.view(params.name("viewId")), recorder, params)
  }
}
