import Wire

/// `exit` (PROTOCOL §3), taken in any phase: the process ends with 0 after
/// `shutdown`, else 1.
enum ExitMethod: MethodHandler {
  static var admission: MethodAdmission { .always }

  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    // A notification by definition: sent with an id, it is refused (and answered).
    if call.id != nil {
      throw .invalidRequest("exit is a notification: send it without an id")
    }
    host.exitRequested()
    return .nothing
  }
}
