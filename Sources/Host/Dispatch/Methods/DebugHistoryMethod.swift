import Wire

/// `debug/history` (SESSIONS.md §4): the view's entries and cursor.
enum DebugHistoryMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let (view, recorder, _) = try DebugTarget.of(call, host: host)
    return .result(recorder.json(of: view.id))
  }
}
