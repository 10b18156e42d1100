import Wire

/// `shutdown` (PROTOCOL §3): from now on only `exit` is taken.
enum ShutdownMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    host.shuttingDown()
    return .result(.null)
  }
}
