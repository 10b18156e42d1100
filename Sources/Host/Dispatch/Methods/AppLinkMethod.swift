import JSONValue
import Wire

/// `app/link` (SESSIONS.md §3): the open stack as a link and as entries.
enum AppLinkMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let entries = host.runner.stack.views.map(\.entry)
    // No views: no link (an empty text is not one).
    let link = entries.isEmpty ? nil : StackLink.format(entries)
    return .result(["link": link.map(JSONValue.string) ?? .null, "stack": .array(entries.map(\.json))])
  }
}
