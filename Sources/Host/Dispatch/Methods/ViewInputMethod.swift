import JSONValue
import ViperKit
import Wire

/// `view/input` (PROTOCOL §6, "Input"): one edit of a field or toggle. The
/// params are read here; the rules of an edit are `InputEditing`'s.
enum ViewInputMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let params = try call.params()
    let view = try host.runner.view(params.name("viewId"))
    let key = InputKey(try params.name("key"))
    let seq = try params.int("seq")
    guard InputEditing.seqRange.contains(seq) else {
      throw .memberMistyped("seq", expected: "an integer from 1 to 2^53 − 1", got: .int(Int64(seq)))
    }
    let left = try params.optionalBool("left") ?? false
    // `"value": null` is a single choice's "none"; to every other input it is no value.
    let value = params.isNull("value") ? JSONValue.null : params.value("value")
    let edit = EditRequest(key: key, seq: seq, value: value, secret: params.value("secret"), left: left)
    let editing = InputEditing(
      publisher: host.publisher, runner: host.runner, maxEffectsPerView: host.configuration.maxEffectsPerView)
    let answered = try editing.take(edit, in: view)
    var result = host.revision(of: view)
    if case .object(var object) = result {
      object.append("seq", .int(Int64(answered)))
      result = .object(object)
    }
    return .result(result)
  }
}
