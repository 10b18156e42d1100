import JSONValue
import Wire

/// One wire method (PROTOCOL §4): it reads its params, asks the part that
/// owns what it touches, and says what to answer. `HostMethod.handler` finds
/// the handler of each method; `HostCore` only routes.
protocol MethodHandler {
  /// In which phases of the host the method is taken.
  static var admission: MethodAdmission { get }
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer
}

extension MethodHandler {
  static var admission: MethodAdmission { .onceInitialized }
}

/// When the host takes a method (PROTOCOL §3).
enum MethodAdmission {
  /// Always, even after `shutdown` (`exit`).
  case always
  /// Before `initialize` too, not after `shutdown` (`initialize` itself).
  case untilShutdown
  /// Once initialized, until `shutdown`: every other method.
  case onceInitialized
}

/// What a method answers.
enum MethodAnswer {
  case result(JSONValue)
  /// The view's id and rev (it may have closed since: the rev it last had),
  /// written straight into the answer: what most view methods answer.
  case revision(OpenView)
  /// A result already written as JSON text.
  case text([UInt8])
  /// Nothing now: answered later by the host (`host/idle`), or never (`exit`).
  case nothing
}

/// A request or notification as its handler gets it.
struct MethodCall {
  let id: RPCID?
  let method: String
  private let rawParams: JSONNode?

  init(_ message: RPCRequest) {
    id = message.id
    method = message.method
    rawParams = message.params
  }

  /// Read only by the methods that take params (a method that takes none ignores any).
  func params() throws(RPCError) -> Params { try Params(rawParams, method: method) }
}
