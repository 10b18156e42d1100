import Wire

/// `view/get` (PROTOCOL §4): the view as last sent, for a full resync; an
/// unchanged view's text is the one written when it was sent.
enum ViewGetMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let view = try host.runner.view(call.params().name("viewId"))
    var result = JSONWriter()
    result.object { result in
      result.key("viewId")
      result.string(view.id.rawValue)
      result.key("module")
      result.string(view.module.rawValue)
      result.key("rev")
      result.int(host.publisher.rev(of: view.id))
      result.key("view")
      result.raw(host.publisher.shownText(view))
    }
    return .text(result.bytes)
  }
}
