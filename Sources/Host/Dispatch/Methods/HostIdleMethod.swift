import Wire

/// `host/idle` (PROTOCOL §4): answered once no effect is in flight; several
/// waiters are answered together. As a notification it is ignored.
enum HostIdleMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    if let id = call.id { host.answerWhenIdle(id) }
    return .nothing
  }
}
